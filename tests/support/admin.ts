/**
 * The editors' admin in browser tests: a temporary copy of the fixture content served by Decap's
 * local backend (scripts/lib/local-backend.ts), in git mode a repository of its own with the
 * content committed on `main`, and the admin of the fixture build pointed at it, as
 * `npm run admin` points it with local-backend.json.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import {
  initContentRepository,
  LOCAL_BACKEND_SETTINGS_FILE,
  startLocalBackend,
  type LocalBackend,
  type LocalBackendMode,
} from '../../scripts/lib/local-backend.ts'
import { ROOT } from './build.ts'
import { copyContentFolder, type ContentFolder } from './content-folder.ts'
import { FIXTURE_CONTENT } from './site.ts'

/** Set by playwright.config.ts: never Decap's default 8081, where `npm run admin` may run. */
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT)

export interface AdminContent {
  /** The copy: the repository's top folder holds content/. */
  copy: ContentFolder
  backend: LocalBackend
  /** Runs git in the copy (git mode), returning its output without the last line break. */
  git(...args: string[]): string
  /** content/<file> as committed on `ref` (a branch), byte for byte; throws if it is not there. */
  committed(ref: string, file: string): string
  /**
   * `read()` of the working tree while the working branch is checked out (git mode). Decap's local
   * backend checks a draft's branch out for a moment whenever the admin reads or saves a draft
   * (decap-server's `runOnBranch`), so a file read then shows the draft; this reads only between
   * two such moments: when, before and after the read, HEAD names the working branch and no git
   * command is changing the working tree (git holds index.lock while it checks a branch out, and
   * moves HEAD last).
   */
  onWorkingBranch<T>(read: () => T): Promise<T>
  /** A photo as a phone takes it (a JPEG, larger than any page shows), outside the repository. */
  phonePhoto(name: string): Promise<string>
  stop(): Promise<void>
}

const HEAD_WAIT_MS = 20_000

export async function startAdminContent(mode: LocalBackendMode): Promise<AdminContent> {
  if (!BACKEND_PORT) throw new Error('E2E_BACKEND_PORT is not set: run the admin tests through playwright.config.ts')
  const copy = copyContentFolder(FIXTURE_CONTENT, { name: `admin-${mode}` })
  if (mode === 'git') initContentRepository(copy.dir)
  const backend = await startLocalBackend(copy.dir, { mode, port: BACKEND_PORT })
  const photos = `${copy.dir}-photos`
  const git = (...args: string[]) => execFileSync('git', args, { cwd: copy.dir, encoding: 'utf8' }).trim()
  const workingBranch = mode === 'git' ? git('symbolic-ref', '--short', 'HEAD') : ''
  return {
    copy,
    backend,
    git,
    async onWorkingBranch(read) {
      if (mode !== 'git') return read()
      const checkedOut = () =>
        fs.existsSync(path.join(copy.dir, '.git', 'index.lock'))
          ? 'a git command is changing the working tree'
          : git('symbolic-ref', '--short', 'HEAD')
      let value: ReturnType<typeof read> | undefined
      await expect(() => {
        expect(checkedOut(), 'checked out before the read').toBe(workingBranch)
        value = read()
        expect(checkedOut(), 'checked out after the read').toBe(workingBranch)
      }).toPass({ intervals: [50], timeout: HEAD_WAIT_MS })
      return value!
    },
    committed: (ref, file) =>
      execFileSync('git', ['show', `${ref}:content/${file}`], {
        cwd: copy.dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    async phonePhoto(name) {
      const { default: sharp } = await import('sharp')
      fs.mkdirSync(photos, { recursive: true })
      const file = path.join(photos, name)
      await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 196, g: 164, b: 120 } } })
        .jpeg()
        .toFile(file)
      return file
    },
    async stop() {
      await backend.stop()
      copy.remove()
      fs.rmSync(photos, { recursive: true, force: true })
    },
  }
}

/** Console errors of the page, apart from failed requests the test looks at itself. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !/^undefined$|Failed to load resource/.test(message.text()))
      errors.push(message.text())
  })
  return errors
}

/** The local backend's answers with an error status (a picture looked for in the wrong folder
 *  answers 500), as `action path: status`. */
export function backendFailures(page: Page): string[] {
  const failures: string[] = []
  page.on('response', (response) => {
    if (!response.url().startsWith(`http://localhost:${BACKEND_PORT}/`) || response.status() < 400) return
    let request: { action?: string; params?: { path?: string } } = {}
    try {
      request = JSON.parse(response.request().postData() ?? '{}') as typeof request
    } catch {
      // A request that is not JSON is reported without its action.
    }
    failures.push(`${request.action} ${request.params?.path ?? ''}: ${response.status()}`)
  })
  return failures
}

/**
 * Opens the admin on localhost (Decap looks for a local backend only there), pointed at the
 * backend of `content`, logs in, and goes to `route` (such as /collections/products).
 * `beside`: what the editor has beside the form, which Decap remembers in the browser: the
 * preview (unless said otherwise), or the other language's pane (`i18n`, Decap's first choice).
 */
export async function openAdmin(
  page: Page,
  content: AdminContent,
  route: string,
  { beside = 'preview' }: { beside?: 'preview' | 'i18n' } = {},
): Promise<void> {
  await page.context().addInitScript((pane) => localStorage.setItem('cms.right-pane', pane), beside)
  // Other websites (GitHub's avatars, image hosts) are out of reach here: answered empty.
  await page.context().route(/^https:\/\//, (request) => request.fulfill({ status: 204, body: '' }))
  await page
    .context()
    .route(`**/admin/${LOCAL_BACKEND_SETTINGS_FILE}`, (request) => request.fulfill({ json: content.backend.settings }))
  const base = new URL(test.info().project.use.baseURL!)
  await page.goto(`http://localhost:${base.port}/admin/`)
  // Logged in once, Decap remembers it in this browser.
  const login = page.getByRole('button', { name: 'Login' })
  await expect(login.or(page.getByRole('link', { name: 'Contents' }))).toBeVisible()
  if (await login.isVisible()) await login.click()
  await page.goto(`http://localhost:${base.port}/admin/#${route}`)
}

/**
 * Fills the form of a new product as an editor does: Yam Flour, order 7, the photo chosen in the
 * media library, its alt text, and a description typed into the Markdown editor. The form must be
 * open (/collections/products/new).
 */
export async function fillNewProduct(page: Page, photo: string): Promise<void> {
  await page.locator('input[id^="name-field"]').fill('Yam Flour')
  await page.locator('input[id^="order-field"]').fill('7')
  await page.getByRole('button', { name: 'Choose an image' }).click()
  await page.locator('input[type="file"]').setInputFiles(photo)
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await page
    .locator('textarea[id^="imageAlt-field"], input[id^="imageAlt-field"]')
    .fill('A bowl of fine brown yam flour')
  // The description is Markdown, typed into Decap's plain-text Markdown editor.
  await page.locator('[data-slate-editor="true"]').last().click()
  await page.keyboard.type('Sun-dried yam, milled fine, for amala.')
}

/** The preview beside the form. */
export const preview = (page: Page) => page.frameLocator('iframe').first()

/** The form's pane in the language `code` (en, fr): the one whose language button names it. */
export const formPane = (page: Page, code: string) =>
  page
    .locator('.Pane1, .Pane2')
    .filter({ has: page.getByRole('button', { name: `Writing in ${code.toUpperCase()}`, exact: true }) })

/** Switches the left pane (and the preview, which follows it) to the language `code`. */
export async function writeIn(page: Page, code: string): Promise<void> {
  await page
    .locator('.Pane1')
    .getByRole('button', { name: /^Writing in / })
    .click()
  await page.getByRole('menuitem', { name: code, exact: true }).click()
  await expect(formPane(page, code)).toBeVisible()
}

/** Replaces the text of the Markdown editor `editor` (Decap's plain-text mode) with `text`. */
export async function typeMarkdown(page: Page, editor: ReturnType<Page['locator']>, text: string): Promise<void> {
  // Emptied first, and seen empty: on a busy machine the editor may take the keys before it has
  // taken the focus, and the text would be typed after the old one.
  await expect(async () => {
    await editor.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.press('Delete')
    await expect(editor).toHaveText(/^[\s\uFEFF]*$/, { timeout: 1000 })
  }).toPass()
  await page.keyboard.type(text)
}

/** The translation's status at the top of a language's pane. */
export const translationStatus = (page: Page, code: string) => formPane(page, code).locator('output')

/** What `npm run check:content` says of the content copy: its exit code, and its output (problems
 *  and warnings included). */
export function checkContent(content: AdminContent): { code: number; output: string } {
  const run = spawnSync(process.execPath, ['scripts/check-content.ts'], {
    cwd: ROOT,
    env: { ...process.env, SITE_CONTENT_DIR: content.copy.contentDir },
    encoding: 'utf8',
  })
  return { code: run.status ?? 1, output: `${run.stdout}${run.stderr}` }
}

/** Publish → Publish now, in the quick (file) mode, where Publish writes the file. */
export async function publishNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
}

/**
 * Waits until `file` of the content copy exists, differs from `before`, and has been written
 * whole, and returns it. Decap's local backend writes a file in place (emptied, then written), so
 * a file that merely differs may be caught empty or half written: it counts once it is not empty
 * and reads the same twice, a moment apart.
 */
export async function changedFile(content: AdminContent, file: string, before?: string): Promise<string> {
  const settled = async (): Promise<string | false> => {
    const read = () => (fs.existsSync(content.copy.path(file)) ? content.copy.read(file) : '')
    const first = read()
    if (first === '' || first === before) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
    return read() === first ? first : false
  }
  let saved: string | false = false
  await expect.poll(async () => (saved = await settled())).not.toBe(false)
  return saved as unknown as string
}

/** A field's box in the form, by the field's name: its label, its control, and the messages Decap
 *  shows under the label when the field is refused. */
export const fieldBox = (page: Page, name: string) =>
  page.locator(`label[for^="${name}-field-"]`).locator('xpath=../..')

/** The messages of the browser dialogs the page opens (each dismissed), as they come. */
export function dialogMessages(page: Page): string[] {
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    void (dialog.type() === 'confirm' ? dialog.accept() : dialog.dismiss())
  })
  return messages
}
