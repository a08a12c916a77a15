/**
 * `npm run dev` as an editor uses it: content is edited while the site is open in the browser.
 * Each test runs its own dev server on a copy of the content folder.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { procStat, USER_HZ } from '../../scripts/lib/proc-stat.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { startDevServer, type DevServer } from '../support/dev-server.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'
import { expect, test as base } from '../e2e/fixtures.ts'

/** The content the tests start from: the pinned default content the assertions know. */
const CONTENT_SOURCE = FIXTURE_CONTENT

const test = base.extend<{ content: ContentFolder; devServer: () => Promise<DevServer> }>({
  content: async ({}, use) => {
    const content = copyContentFolder(CONTENT_SOURCE)
    await use(content)
    content.remove()
  },
  // Started by the test, once it has prepared the content; stopped after it.
  devServer: async ({ content }, use, testInfo) => {
    let server: DevServer | undefined
    await use(
      async () =>
        (server = await startDevServer({
          contentDir: content.contentDir,
          cacheDir: path.join(content.dir, 'vite-cache'),
        })),
    )
    await server?.stop()
    if (server && testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('dev server output', { body: server.output(), contentType: 'text/plain' })
  },
})

/** Loads a page and waits until it is connected to the dev server (and so will hear of changes). */
async function connected<T>(page: Page, load: () => Promise<T>): Promise<T> {
  const connection = page.waitForEvent('console', (message) => message.text() === '[vite] connected.')
  const result = await load()
  await connection
  return result
}
const open = (page: Page, url: string) => connected(page, () => page.goto(url))

/** Resolves when the page has loaded again: reloaded by the dev server, not by the test. */
const nextLoad = (page: Page) => page.waitForEvent('load')

const overlay = (page: Page) => page.locator('vite-error-overlay')
const productName = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true })

const unknownField = /products\/garri\.en\.md:4:1: unknown field "flavour"/

/** A save of garri.en.md with a field no product has (unknownField). */
const addUnknownField = (content: ContentFolder) =>
  content.edit('products/garri.en.md', 'order: 3\n', 'order: 3\nflavour: sweet\n')

/** One save that takes the unknown field out again and renames the product from `name` to
 *  `renamed`, to see the new content arrive. */
const fixAndRename = (content: ContentFolder, name: string, renamed: string) =>
  content.write(
    'products/garri.en.md',
    content
      .read('products/garri.en.md')
      .replace('flavour: sweet\n', '')
      .replace(`name: ${name}\n`, `name: ${renamed}\n`),
  )

const notANumber = /products\/smoked-catfish\.en\.md:3:8: "order" must be a whole number/

test('a content error stays on screen across reloads until it is fixed, then the page reloads by itself', async ({
  page,
  content,
  devServer,
}) => {
  const server = await devServer()
  await open(page, `${server.url}products`)
  await expect(productName(page, 'Garri')).toBeVisible()

  // Broken, fixed, broken again (two files this time), fixed again.
  let name = 'Garri'
  for (const round of [1, 2]) {
    addUnknownField(content)
    if (round === 2) content.edit('products/smoked-catfish.en.md', 'order: 1\n', 'order: one\n')
    await expect(overlay(page)).toContainText(unknownField)
    if (round === 2) await expect(overlay(page)).toContainText(notANumber)
    // The last valid content stays under the overlay ...
    await expect(productName(page, name)).toBeAttached()

    // ... and the problems are shown again after a reload, and in a new tab.
    await connected(page, () => page.reload())
    await expect(overlay(page)).toContainText(unknownField)
    await expect(productName(page, name)).toBeAttached()
    if (round === 1) {
      const tab = await page.context().newPage()
      await open(tab, `${server.url}about`)
      await expect(overlay(tab)).toContainText(unknownField)
      await tab.close()
    }

    const reloaded = nextLoad(page)
    fixAndRename(content, name, `Garri ${round}`)
    if (round === 2) content.edit('products/smoked-catfish.en.md', 'order: one\n', 'order: 1\n')
    await reloaded
    name = `Garri ${round}`
    await expect(productName(page, name)).toBeVisible()
    await expect(overlay(page)).toHaveCount(0)
  }
})

test('started with broken content, pages list every problem and show the site by themselves once fixed', async ({
  page,
  content,
  devServer,
}) => {
  addUnknownField(content)
  content.edit('products/smoked-catfish.en.md', 'order: 1\n', 'order: one\n')
  const server = await devServer()

  const response = await open(page, `${server.url}products`)
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2 problems in 2 content files')
  await expect(page.getByText('Fix them and this page reloads by itself.')).toBeVisible()
  await expect(page.getByRole('listitem')).toHaveText([unknownField, notANumber])
  // The terminal has the same list, and no stack trace.
  expect(server.output()).toMatch(unknownField)
  expect(server.output()).toMatch(notANumber)
  expect(server.output()).not.toMatch(/^\s+at /m)

  // Fixed one at a time: the page follows, listing what is left.
  let reloaded = nextLoad(page)
  content.edit('products/smoked-catfish.en.md', 'order: one\n', 'order: 1\n')
  await reloaded
  await expect(page.getByRole('listitem')).toHaveText([unknownField])

  reloaded = nextLoad(page)
  content.edit('products/garri.en.md', 'flavour: sweet\n', '')
  await reloaded
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products')
  await expect(productName(page, 'Garri')).toBeVisible()
  await expect(overlay(page)).toHaveCount(0)
})

test('a picture that cannot be read is reported like any content problem, and replacing it recovers', async ({
  page,
  content,
  devServer,
}) => {
  // A photo the size of the product picture's place (800 × 600 at least), so only its damage is wrong.
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d9b45a' } })
    .png()
    .toBuffer()
  // The header (and so the size) can be read, the picture itself cannot.
  const damaged = Buffer.concat([picture.subarray(0, 64), Buffer.alloc(256)])
  const server = await devServer()
  await open(page, `${server.url}products`)
  await expect(productName(page, 'Garri')).toBeVisible()

  content.write('images/products/garri.png', damaged)
  content.edit('products/garri.en.md', 'image: images/products/garri.svg', 'image: images/products/garri.png')
  // Reported at the line that names the picture, like the build does.
  await expect(
    page.getByText(/products\/garri\.en\.md:4:\d+: "image" "images\/products\/garri\.png" could not be read/),
  ).toBeVisible()

  const reloaded = nextLoad(page)
  content.write('images/products/garri.png', picture)
  await reloaded
  await expect(productName(page, 'Garri')).toBeVisible()
  await expect(page.getByRole('img', { name: /garri granules/ })).toHaveAttribute('srcset', /\.webp 480w/)
})

test('a product translated or its translation deleted: the links of other texts to it follow, without a restart', async ({
  page,
  content,
  devServer,
}) => {
  // A French service links to a product that is not translated yet: the link leads to the English page.
  const translation = 'products/palm-oil.fr.md'
  const translated = content.read(translation)
  fs.rmSync(content.path(translation))
  const service = 'services/customized-packaging.fr.md'
  content.write(service, `${content.read(service).trimEnd()} Voyez notre [huile de palme](/products/palm-oil/).\n`)
  const server = await devServer()
  await open(page, `${server.url}fr/services`)
  const link = page.getByRole('link', { name: 'huile de palme', exact: true })
  await expect(link).toHaveAttribute('href', '/products/palm-oil/')

  // Translated: only the French products changed, yet the service's link now leads to the French page.
  let reloaded = nextLoad(page)
  content.write(translation, translated)
  await reloaded
  await expect(link).toHaveAttribute('href', '/fr/products/palm-oil/')

  // The translation deleted again: back to the English page, not to a page that is gone.
  reloaded = nextLoad(page)
  fs.rmSync(content.path(translation))
  await reloaded
  await expect(link).toHaveAttribute('href', '/products/palm-oil/')
})

/** Processor time a process has used so far, in seconds (Linux only). */
function cpuSeconds(pid: number): number {
  const field = procStat(pid)
  return (field(14) + field(15)) / USER_HZ
}

test('when whatever reads its output stops reading (`npm run dev | head`), it goes on showing saves, idle when not', async ({
  page,
  content,
  devServer,
}) => {
  test.skip(process.platform !== 'linux', 'reads the processor time from /proc')
  const server = await devServer()
  await open(page, `${server.url}products`)
  server.closeOutput()

  // A broken save and its fix: each is printed to the terminal, which no longer reads.
  addUnknownField(content)
  await expect(overlay(page)).toContainText(unknownField)
  const reloaded = nextLoad(page)
  fixAndRename(content, 'Garri', 'Garri, unread')
  await reloaded
  await expect(productName(page, 'Garri, unread')).toBeVisible()

  // Nothing to do, it does nothing: a server caught writing its error about the closed pipe to
  // the closed pipe, again and again, keeps one processor busy for ever.
  const before = cpuSeconds(server.pid)
  await page.waitForTimeout(3000)
  expect(cpuSeconds(server.pid) - before).toBeLessThan(1)
})
