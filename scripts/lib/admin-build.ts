/**
 * Builds the editors' admin (admin/) into the site's output, at <base>admin/: a Vite build of
 * its own, apart from the site's, so the public pages' JavaScript does not change.
 *
 * The admin does not depend on content/ (it reads the content in the browser), so its build is
 * kept in .cache/admin-build/ with the hash of every file that went into it, and reused until one
 * of them, the installed packages or the settings change: a content edit does not rebuild it.
 * Only what content/site.md says before anything else is built in, as the loader reads it first
 * (generator/content/load/languages.ts): the site's country and its languages, part of the
 * settings, so changing them rebuilds the admin.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import type { AdminBackend } from '../../generator/admin-backend.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { canDecodeHeic } from '../../generator/content/pictures/inspect.ts'
import type { Language } from '../../generator/content/schemas/collections/index.ts'
import { configuredSiteOptions } from '../../generator/site-options.ts'
import { adminContentSecurityPolicy, ADMIN_PATH } from '../../generator/site-files.ts'
import { inOwnProcess, serveOwnProcess } from './own-process.ts'

interface Inputs {
  settings: string
  files: Record<string, string>
}

const hashFile = (file: string) =>
  fs.existsSync(file) ? createHash('sha256').update(fs.readFileSync(file)).digest('base64url') : 'missing'

/** The files that always shape the admin, besides the modules the bundler reports. */
const ALWAYS = ['package-lock.json', 'admin/index.html', 'scripts/lib/admin-build.ts', 'generator/site-files.ts']

/** Where the admin's build is kept for a project: the folder, the build within it, and the record
 *  of what went into it. */
function adminCache(root: string) {
  const cacheDir = path.join(root, '.cache', 'admin-build')
  return { cacheDir, cachedOutput: path.join(cacheDir, 'dist'), inputsFile: path.join(cacheDir, 'inputs.json') }
}

function readInputs(file: string): Inputs | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Inputs
  } catch {
    return undefined
  }
}

/** Puts the admin's meta Content-Security-Policy in its page (the same policy as in `_headers`). */
function adminPolicy(authUrl: string | undefined): Plugin {
  return {
    name: 'admin-policy',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: adminContentSecurityPolicy({ delivery: 'meta', ...(authUrl ? { authUrl } : {}) }),
        },
        injectTo: 'head-prepend',
      },
    ],
  }
}

export async function buildAdmin({
  root,
  clientDir,
  quiet,
  base,
  backend,
  country,
  languages = readSiteBasics(configuredSiteOptions().contentDir).languages,
}: {
  root: string
  /** The site's output folder (…/client); the admin goes into its admin/ folder. */
  clientDir: string
  quiet: boolean
  /** The sub-path the site is served from (SiteOptions). */
  base: string
  /** Where the admin saves editors' changes (SiteOptions). */
  backend: AdminBackend
  /** The site's country (content/site.md's address.countryCode): the form reads phone numbers
   *  written as dialled at home as numbers of it, as the build does. */
  country?: string | undefined
  /** The site's languages (content/site.md's `languages`, the default one first): the form has a
   *  pane per language, and files are named and written in each. Unset, those of the content
   *  folder the site is built from. */
  languages?: readonly Language[]
}): Promise<{ reused: boolean }> {
  const { cachedOutput, inputsFile } = adminCache(root)
  // The admin refuses iPhone photos (HEIC) at upload exactly when this build would.
  const heic = canDecodeHeic()
  const siteLanguages = languages.map(({ code, name }) => ({ code, name }))
  const settings = JSON.stringify({
    backend,
    base,
    country: country ?? null,
    languages: siteLanguages,
    heic,
    node: process.versions.node,
  })
  const target = path.join(clientDir, ADMIN_PATH)

  const previous = readInputs(inputsFile)
  const unchanged =
    previous?.settings === settings &&
    fs.existsSync(path.join(cachedOutput, 'index.html')) &&
    Object.entries(previous.files).every(([file, hash]) => hashFile(path.join(root, file)) === hash)
  if (unchanged) {
    fs.cpSync(cachedOutput, target, { recursive: true })
    return { reused: true }
  }

  // Built in a process of its own, which ends when the admin is built: Decap CMS makes it the
  // largest bundle of the build, and the memory it grows is not kept by the build (own-process.ts).
  await inOwnProcess(
    import.meta.url,
    { root, base, quiet, backend, country: country ?? null, siteLanguages, heic, settings } satisfies AdminRequest,
    "the admin's build",
  )
  fs.cpSync(cachedOutput, target, { recursive: true })
  return { reused: false }
}

/** What the admin's build is given (all of it in the settings its cache is kept by). */
interface AdminRequest {
  root: string
  base: string
  quiet: boolean
  backend: AdminBackend
  country: string | null
  siteLanguages: { code: string; name: string }[]
  heic: boolean
  settings: string
}

/** Builds the admin into the cache, and records what went into it (run in its own process). */
async function bundleAdmin({ root, base, quiet, backend, country, siteLanguages, heic, settings }: AdminRequest) {
  const { cacheDir, cachedOutput, inputsFile } = adminCache(root)
  const { build } = await import('vite')
  fs.rmSync(cacheDir, { recursive: true, force: true })
  const result = await build({
    configFile: false,
    root: path.join(root, 'admin'),
    base: `${base}${ADMIN_PATH}`,
    logLevel: quiet ? 'silent' : 'warn',
    mode: 'production',
    plugins: [react(), adminPolicy(backend.authUrl)],
    define: {
      __ADMIN_BACKEND__: JSON.stringify(backend),
      __SITE_COUNTRY__: JSON.stringify(country),
      __SITE_LANGUAGES__: JSON.stringify(siteLanguages),
      __HEIC_DECODING__: JSON.stringify(heic),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    resolve: {
      alias: {
        'virtual:content/site': path.join(root, 'admin/preview-site.ts'),
        'virtual:content/interface': path.join(root, 'admin/preview-interface.ts'),
        'virtual:site-language': path.join(root, 'admin/preview-language.ts'),
      },
    },
    build: {
      outDir: cachedOutput,
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      // Decap CMS is large; it is loaded only by editors, on the admin page.
      chunkSizeWarningLimit: 8000,
      reportCompressedSize: false,
      rolldownOptions: {
        // Decap CMS's dependencies use eval (ajv, its TOML and gray-matter copies): known, and
        // allowed on the admin only by its policy; not something to warn about in every build.
        onLog(level, log, handler) {
          if (log.code === 'EVAL' && /node_modules/.test(log.id ?? '')) return
          // lightningcss-wasm reads its WebAssembly with fs under Node, and fetches it in a browser.
          if (/"fs" has been externalized/.test(log.message) && /lightningcss-wasm/.test(log.message)) return
          handler(level, log)
        },
      },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const modules = new Set<string>()
  for (const output of outputs)
    if ('output' in output)
      for (const item of output.output)
        if (item.type === 'chunk')
          for (const id of item.moduleIds) {
            const file = id.split('?')[0]!
            if (path.isAbsolute(file) && file.startsWith(root) && !file.includes(`${path.sep}node_modules${path.sep}`))
              modules.add(path.relative(root, file).split(path.sep).join('/'))
          }
  // Sass partials are read by Sass, not the bundler: every file of styles/ counts.
  const styles = fs
    .readdirSync(path.join(root, 'styles'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  const files = Object.fromEntries(
    [...new Set([...ALWAYS, ...styles, ...modules])].sort().map((file) => [file, hashFile(path.join(root, file))]),
  )
  fs.writeFileSync(inputsFile, JSON.stringify({ settings, files } satisfies Inputs, null, 2))
}

if (import.meta.main) await serveOwnProcess(bundleAdmin)
