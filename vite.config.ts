import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Alias, type ConfigEnv, type UserConfig } from 'vite'
import { configuredSiteOptions, type SiteOptions } from './generator/site-options.ts'
import { contentPlugin } from './generator/vite-plugin-content.ts'
import { siteFilesPlugin } from './generator/vite-plugin-site-files.ts'
import { pageAddresses, sitePages } from './renderer/routes.ts'
import { languagesPlugin } from './generator/vite-plugin-languages.ts'
import { searchPlugin } from './generator/vite-plugin-search.ts'
import { searchDocuments } from './components/search/documents.ts'
import { outliveClosedOutput } from './scripts/lib/closed-output.ts'

/**
 * React Router's production build, for builds. Its package names only its development build in
 * every export condition (remix-run/react-router#14102), so without this the published pages
 * would carry its development warnings and checks, and pre-rendering would run them. Development
 * (`npm run dev`) keeps the development build and its warnings.
 */
function reactRouterProduction(): Alias[] {
  return ['react-router', 'react-router/dom'].flatMap((specifier) => {
    const development = fileURLToPath(import.meta.resolve(specifier))
    const production = development.replace(/([\\/])development([\\/])/, '$1production$2')
    return production !== development && fs.existsSync(production)
      ? [{ find: new RegExp(`^${specifier}$`), replacement: production }]
      : []
  })
}

/**
 * The site's Vite configuration (Vike's too) for the given options. `npm run dev` (`vike dev`)
 * gets it with the options of the environment; scripts/build.ts hands over the options of its
 * command line (handOverSiteOptions) before Vike loads this file.
 */
export function siteViteConfig(options: SiteOptions, command: ConfigEnv['command']): UserConfig {
  return {
    resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
    // Pre-rendering runs React Router from the server bundle, so the alias above applies to it too;
    // left external, Node would load its development build for every page.
    ssr: { noExternal: command === 'build' ? ['react-router', 'react-router-dom'] : [] },
    // Sub-path the site is served from, e.g. /my-repo/ on GitHub Pages project sites.
    base: options.base,
    // The development server watches the project for edits to the code; .cache/ holds only what
    // tools made (pictures, rendered Markdown, the admin's build, compiled modules, test and
    // benchmark output), which can be thousands of files: walking and watching them made the
    // server take minutes to start after a benchmark. Built sites beside dist/ (another --out-dir,
    // a build's staging folder) are not sources either.
    server: { watch: { ignored: ['**/.cache/**', '**/dist.staging-*/**', '**/dist.previous-*/**'] } },
    plugins: [
      // Strict (`npm run build -- --strict`, used to publish): placeholder contacts fail the build.
      // A text's link to a page the route table does not have is a content problem.
      contentPlugin({ contentDir: options.contentDir, strict: options.strict, pageAddresses }),
      // One copy of the site's code per language, each with its own content.
      languagesPlugin({ clientEntry: 'renderer/+client.ts' }),
      siteFilesPlugin({
        sitePages: (languages) =>
          sitePages(
            languages.map(({ language, content }) => ({
              code: language.code,
              prefix: language.prefix,
              products: content.products,
              categories: content.categories,
            })),
          ),
        cspReportUrl: options.cspReportUrl,
        adminAuthUrl: options.admin.authUrl,
      }),
      // The site search's index of each language, from the same content (components/search/documents.ts).
      searchPlugin({ documents: (content) => searchDocuments(content.products, content.categories) }),
      react(),
      vike(),
    ],
    build: {
      // Every image and the icon sprite stay separate, cacheable files: none is inlined into JS or CSS.
      assetsInlineLimit: 0,
      // Scripts are imported after the first paint (renderer/+client.ts) and each imports what it
      // needs. Vite's preloading would add a <link rel="modulepreload"> per chunk at that moment,
      // the longest main-thread task after the paint (about 20 ms on a phone); without it the
      // chunks arrive a round trip or two later (hydration done ~0.1-0.2 s later on a slow 4G
      // connection), while the page, complete as HTML, already works.
      modulePreload: false,
      target: 'es2022',
      sourcemap: options.sourcemap,
      rolldownOptions: {
        // Vike adds a chunk group of its own whose name is worked out by a function, and Rolldown
        // asks for its `debugName` on every build: nothing anyone building the site can act on.
        onLog(level, log, handler) {
          if (log.code !== 'MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME') handler(level, log)
        },
        output: {
          codeSplitting: {
            // React, React DOM and React Router in one chunk, fetched with the hydration code after
            // the page has loaded, instead of a dozen small ones; each page's own code stays in its
            // page chunk, and the boot script (+client.ts) stays small and apart. Vike's client
            // runtime is not used by these pages (see renderer/+config.ts).
            groups: [
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/,
              },
            ],
          },
        },
      },
    },
  }
}

export default defineConfig(({ command }) => {
  // `npm run dev` and `npm run admin` go on serving when their output is no longer read (`npm run
  // dev | head`), as the build goes on (scripts/lib/closed-output.ts).
  if (command === 'serve') outliveClosedOutput()
  return siteViteConfig(configuredSiteOptions(), command)
})
