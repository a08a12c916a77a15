/**
 * Bundles the site in a process of its own: Vike's `build()`, which loads and checks the content
 * and writes the client and server bundles. scripts/build.ts then pre-renders the pages from
 * those bundles in its own process (prerender.ts).
 *
 * Why apart: bundling is the build's memory high-water. The content loader, Rolldown's native
 * memory and V8's heap grown by both stay with the process that bundled (V8 and the allocators
 * keep what they grew, even after a collection), and pre-rendering needs none of it, only the
 * server bundle. In one process pre-rendering 5,000 products in two languages stacked its 0.8 GB
 * on top, for a peak of 1.3 GB; apart, the bundling process ends before pre-rendering starts and
 * each peaks under 1 GB. It costs one more start of Node and Vite, under a CPU-second.
 *
 * The parent hands over the site options and Vite settings on the command line (JSON) and gets one
 * message back: done, or the failure's report (build-failure.ts), printed by the parent as if it
 * had built in-process. Vite's own lines go straight to the same terminal.
 */
import { fork } from 'node:child_process'
import module from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { InlineConfig } from 'vite'
import type { SiteOptions } from '../../generator/site-options.ts'

export interface BundleRequest {
  options: SiteOptions
  viteConfig: InlineConfig
}

/** What the bundling process sends back. */
type BundleReply = { ok: true } | { ok: false; report: string }

/** A failed bundling, its report already written as the build prints it (build-failure.ts). */
export class BundleFailure extends Error {
  readonly report: string
  constructor(report: string) {
    super(report)
    this.name = 'BundleFailure'
    this.report = report
  }
}

/** Bundles the site in a child process; rejects with a BundleFailure when it fails. */
export function bundleSite(request: BundleRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    let reply: BundleReply | undefined
    const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(request)], { stdio: 'inherit' })
    child.on('message', (message) => {
      reply = message as BundleReply
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (reply?.ok && code === 0) resolve()
      else if (reply && !reply.ok) reject(new BundleFailure(reply.report))
      else
        reject(
          new BundleFailure(
            `Build failed: bundling stopped before it finished (${signal ? `signal ${signal}` : `exit code ${code}`}).`,
          ),
        )
    })
  })
}

/** The bundling process: builds what the parent asked for and says how it went. */
async function bundleHere(request: BundleRequest): Promise<BundleReply> {
  const { handOverSiteOptions } = await import('../../generator/site-options.ts')
  // vite.config.ts builds with the parent's options, not the environment's.
  handOverSiteOptions(request.options)
  try {
    const { build } = await import('vike/api')
    await build({ viteConfig: request.viteConfig })
    return { ok: true }
  } catch (error) {
    const { buildFailure } = await import('./build-failure.ts')
    return { ok: false, report: buildFailure(error) }
  }
}

if (import.meta.main) {
  module.enableCompileCache(path.join(process.cwd(), '.cache', 'node-compile'))
  process.env.NODE_ENV = 'production'
  const reply = await bundleHere(JSON.parse(process.argv[2]!) as BundleRequest)
  // Sent, then ended: whatever Vite or its plugins left running must not keep the build waiting.
  process.send!(reply, () => process.exit(reply.ok ? 0 : 1))
}
