/**
 * Stand-ins for the websites the pages embed in frames (the contact form, the map), so the
 * benchmark measures a page as a visitor's browser loads it even where those hosts cannot be
 * reached.
 *
 * Offline, a frame's request fails and Chromium shows its own error page in the frame, which
 * (unlike a page of another website) is drawn by the page's own process, with scripts of its own:
 * that work lands on the page's main thread after its first paint and counts as the page's total
 * blocking time. Here every frame host is answered instead by a local HTTPS server (a small page
 * naming the host), the browser being pointed at it by `--host-resolver-rules` and told to accept
 * its self-signed certificate. The frames then load as the real ones do: in a process of their
 * own, after the page's first paint (components/EmbeddedFrame.tsx). The real form's and map's own
 * work is not measured.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { attr, elements, parseHtml } from '../lib/html.ts'

export interface FrameHosts {
  /** The hosts answered locally, e.g. `docs.google.com`. */
  hosts: string[]
  /** Flags for Chromium that send those hosts to the stand-in server. */
  chromeFlags: string[]
  close(): Promise<void>
}

/** The hosts of the https frames (`src` or `data-src`) of the given built pages. */
export function frameHosts(clientDir: string, htmlFiles: string[]): string[] {
  const hosts = new Set<string>()
  for (const file of htmlFiles) {
    const document = parseHtml(fs.readFileSync(path.join(clientDir, file), 'utf8'))
    for (const element of elements(document)) {
      if (element.tagName !== 'iframe') continue
      for (const address of [attr(element, 'src'), attr(element, 'data-src')]) {
        if (!address?.startsWith('https://')) continue
        try {
          hosts.add(new URL(address).hostname)
        } catch {
          // Not an address: the page's checks report it.
        }
      }
    }
  }
  return [...hosts].sort()
}

/** A self-signed certificate for `hosts`, made by openssl; undefined where openssl is missing. */
function selfSignedCertificate(hosts: string[]): { key: string; cert: string } | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ala-bench-frames-'))
  try {
    const key = path.join(dir, 'key.pem')
    const cert = path.join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-keyout', key, '-out', cert, '-subj', '/CN=frame stand-in'],
        ...['-addext', `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`],
      ],
      { stdio: 'ignore' },
    )
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') }
  } catch {
    return undefined
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * Starts the stand-in server for `hosts`; undefined (and the frames fail as before) when there
 * are none or no certificate can be made.
 */
export async function startFrameHosts(hosts: string[]): Promise<FrameHosts | undefined> {
  if (!hosts.length) return undefined
  const certificate = selfSignedCertificate(hosts)
  if (!certificate) return undefined
  const server = https.createServer(certificate, (request, response) => {
    const host = escapeHtml(request.headers.host ?? 'another website')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>Stand-in for ${host}</title><p>Stand-in for the page of ${host} shown in this frame.</p></html>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    hosts,
    chromeFlags: [
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',')}`,
      '--ignore-certificate-errors',
    ],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
