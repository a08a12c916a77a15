import type { Config } from 'vike/types'

export default {
  // Every page is pre-rendered to static HTML at build time; there is no server at run time.
  // scripts/build.ts runs the pre-rendering itself after the build, writing each page as it is
  // published (scripts/lib/prerender.ts).
  prerender: { disableAutoRun: true },
  // Addresses end in a slash (/products/), as the route table writes them; the development
  // server redirects /products to /products/ like the static hosts do.
  trailingSlash: true,
  // React Router handles in-app navigation; Vike's client router is not used.
  clientRouting: false,
  // The browser runs only +client.ts, which hydrates the page itself. Vike's client runtime and
  // client hooks (about 12 KB gzip) are left out, and the page component is server-side only
  // here, so the client bundle holds exactly what hydration needs.
  clientHooks: false,
  meta: { Page: { env: { server: true, client: false } } },
  ai: { skill: false },
} satisfies Config
