/**
 * The benchmark's stand-ins for the websites shown in frames (scripts/bench/frame-hosts.ts): the
 * hosts are read from the built pages, and the stand-in server answers for them over HTTPS.
 */
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { frameHosts, startFrameHosts, type FrameHosts } from '../../scripts/bench/frame-hosts.ts'

const opensslAvailable = (process.env.PATH ?? '')
  .split(path.delimiter)
  .some((dir) => fs.existsSync(path.join(dir, 'openssl')))

describe('frame hosts of the benchmark', () => {
  let started: FrameHosts | undefined
  afterEach(async () => {
    await started?.close()
    started = undefined
  })

  it('finds the https hosts of the frames, whether their address is in src or waits in data-src', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frame-hosts-'))
    fs.writeFileSync(
      path.join(dir, 'a.html'),
      '<iframe data-src="https://docs.google.com/forms/x" title="Form"></iframe><noscript><iframe src="https://docs.google.com/forms/x"></iframe></noscript>',
    )
    fs.writeFileSync(
      path.join(dir, 'b.html'),
      '<iframe src="https://www.google.com/maps?q=Aba" title="Map"></iframe><iframe src="/local.html"></iframe><a href="https://example.org/">x</a>',
    )
    expect(frameHosts(dir, ['a.html', 'b.html'])).toEqual(['docs.google.com', 'www.google.com'])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('starts nothing when no page has a frame of another website', async () => {
    expect(await startFrameHosts([])).toBeUndefined()
  })

  it.runIf(opensslAvailable)('answers for each host over HTTPS and tells Chromium where to find it', async () => {
    started = await startFrameHosts(['docs.google.com', 'www.google.com'])
    expect(started).toBeDefined()
    const rules = started!.chromeFlags.find((flag) => flag.startsWith('--host-resolver-rules='))!
    const port = Number(/MAP docs\.google\.com 127\.0\.0\.1:(\d+)/.exec(rules)?.[1])
    expect(rules).toContain(`MAP www.google.com 127.0.0.1:${port}`)
    expect(started!.chromeFlags).toContain('--ignore-certificate-errors')
    const body = await new Promise<string>((resolve, reject) => {
      https
        .get(
          {
            host: '127.0.0.1',
            port,
            path: '/forms/x',
            servername: 'docs.google.com',
            headers: { host: 'docs.google.com' },
            rejectUnauthorized: false,
          },
          (response) => {
            let text = ''
            response.on('data', (chunk: Buffer) => (text += chunk.toString()))
            response.on('end', () => resolve(text))
          },
        )
        .on('error', reject)
    })
    expect(body).toContain('Stand-in for the page of docs.google.com')
  })
})
