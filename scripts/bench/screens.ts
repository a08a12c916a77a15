/**
 * The screens the benchmark measures and the servers that answer for them: the built site and
 * a copy of it without JavaScript (no-javascript.ts), each served as static hosts serve them, and
 * local stand-ins for the hosts of the pages' frames (frame-hosts.ts).
 */
import path from 'node:path'
import { builtLanguages, expectedPages } from '../lib/expected-pages.ts'
import { startStaticServer } from '../lib/static-server.ts'
import { frameHosts, startFrameHosts } from './frame-hosts.ts'
import type { ScreenTarget } from './lighthouse.ts'
import { copyWithoutJavaScript } from './no-javascript.ts'
import { log } from './numbers.ts'
import { running, WORK } from './processes.ts'

/** The address the not-found screen is measured at: any path the site does not have. */
export const UNKNOWN_PATH = '/this-page-does-not-exist'

/** Where a language's not-found page (404.html, fr/404.html) is measured: an unknown path in its
 *  folder, which hosts answer with that page (static-server.ts). */
export const unknownPathOf = (file: string): string => `/${file.slice(0, -'404.html'.length)}${UNKNOWN_PATH.slice(1)}`

export interface ServedScreens {
  clientDir: string
  /** The site's address, and the address of its copy without JavaScript. */
  siteUrl: string
  noJsUrl: string
  targets: ScreenTarget[]
  /** The status each screen answered with. */
  statuses: Map<string, number>
  /** Hosts of the pages' frames, and whether local stand-ins answer for them. */
  frames: { hosts: string[]; stoodIn: boolean }
  /** Chromium's flags that send the frames' hosts to the stand-ins. */
  chromeFlags: string[]
}

/**
 * The six screens and the first product's page (every product page is built the same way), each
 * checked to answer with its status; started servers are recorded for cleanup (processes.ts).
 */
export async function serveScreens(
  clientDir: string,
  { contentDir, compress }: { contentDir: string; compress: boolean },
): Promise<ServedScreens> {
  running.server = await startStaticServer({ dir: clientDir, port: 0, base: '/', compress })
  const siteUrl = running.server.url
  const noJsDir = path.join(WORK, 'site-without-javascript')
  copyWithoutJavaScript(clientDir, noJsDir)
  running.tempDirs.push(noJsDir)
  running.noJsServer = await startStaticServer({ dir: noJsDir, port: 0, base: '/', compress })
  const noJsUrl = running.noJsServer.url
  const builtPages = expectedPages(builtLanguages(contentDir))
  const firstProduct = builtPages.find((page) => page.path && /^\/products\/(?!page\/)[^/]+\/$/.test(page.path))
  const targets: ScreenTarget[] = builtPages
    .filter(
      (page) =>
        page.path === null ||
        !page.path.startsWith('/products/') ||
        page.path === '/products/' ||
        page.path === firstProduct?.path,
    )
    .map((page) => ({
      page: page.file,
      urlPath: page.path ?? unknownPathOf(page.file),
      expectedStatus: page.path ? 200 : 404,
    }))
  const statuses = new Map<string, number>()
  for (const target of targets) {
    const response = await fetch(`${siteUrl}${target.urlPath}`)
    await response.arrayBuffer()
    statuses.set(target.page, response.status)
    if (response.status !== target.expectedStatus)
      throw new Error(`${target.urlPath} answered ${response.status}, expected ${target.expectedStatus}`)
  }

  // The frames' hosts (the form, the map) answered by local stand-ins, as a visitor's browser
  // would reach the real ones (scripts/bench/frame-hosts.ts).
  const hostsOfFrames = frameHosts(
    clientDir,
    targets.map((target) => target.page),
  )
  const standIns = await startFrameHosts(hostsOfFrames)
  running.frameHosts = standIns
  if (hostsOfFrames.length && !standIns)
    log('  warning: openssl not found, so frames from other hosts are not stood in for: offline, they fail.')
  return {
    clientDir,
    siteUrl,
    noJsUrl,
    targets,
    statuses,
    frames: { hosts: hostsOfFrames, stoodIn: !!standIns },
    chromeFlags: standIns?.chromeFlags ?? [],
  }
}
