/**
 * Anything an editor can write fits a phone. Every field that holds text, in every collection
 * (found by walking the schemas: tests/support/arbitraries.ts), and every Markdown body, is given
 * a generated value; the site is built from that content and every page its sitemap lists, the
 * search page showing the results of the first product's name, and the not-found page, are checked
 * at 375 and 320 px: the page does not scroll sideways and no text is cut off or sticks out of its
 * box (tests/e2e/screen-fit.ts).
 *
 * Two builds, all fields filled at once in each:
 * - the worst case, fixed: each text field at its longest as one word without spaces (300
 *   characters where a field has no limit), e-mail and web addresses as long as their rules allow,
 *   the longest phone numbers, bodies with every kind of long block; and 25 products, so the
 *   catalogue has a second page and its page links;
 * - a sample, new on every run: values of every shape (long words with spaces, right-to-left
 *   text, emoji and combining marks, single long words, web and e-mail addresses pasted as text),
 *   from a seed printed with any failure.
 *   Replay one with PHONE_FIT_SEED=<seed>; PHONE_FIT_RUNS=<n> checks n seeds.
 *
 * Runs in the Playwright project "phone-fit" (playwright.config.ts).
 */
import path from 'node:path'
import type { Page } from '@playwright/test'
import {
  anyFieldValue,
  fieldArbitrary,
  markdownBody,
  worstMarkdownBody,
  type GenerateOptions,
} from '../support/arbitraries.ts'
import { ROOT } from '../support/build.ts'
import { buildGeneratedSite, fieldsShowing, NOT_FOUND_PATH, type GeneratedSite } from '../support/generated-site.ts'
import { contentOf } from '../support/site.ts'
import { expect, test, waitForHydration } from './fixtures.ts'
import { screenFitProblems } from './screen-fit.ts'

/** The narrowest phones in use, and the most common width. */
const WIDTHS = [375, 320] as const
/** Time for one build (they queue: one build at a time per project folder). */
const BUILD_MS = 180_000
/** Time for one page at both widths. */
const PAGE_MS = 5_000
/** Lines of a failure's report: the first ones name the fields to look at. */
const MAX_LINES = 60
/** An unknown address as a visitor may paste it, long: the not-found page shows it. */
const NOT_FOUND = `${NOT_FOUND_PATH}/${'a-mistyped-or-truncated-address'.repeat(8)}`

interface Variant {
  name: string
  title: string
  seed: number
  /** How to run it again, for a failure's message. */
  replay: string
  options: Omit<GenerateOptions, 'from' | 'to' | 'draw'>
}

const sampleSeed = Number(process.env.PHONE_FIT_SEED ?? Math.floor(Math.random() * 2 ** 31))
const sampleRuns = Math.max(1, Number(process.env.PHONE_FIT_RUNS ?? 1))

const variants: Variant[] = [
  {
    name: 'longest-tokens',
    title: 'every text field at its longest, as one word',
    seed: 1,
    replay: 'fixed seed 1',
    options: {
      value: (field) => fieldArbitrary(field, 'token', { fill: true }),
      body: () => worstMarkdownBody(),
      // Past one page of the catalogue (24 products): its page links and "Page 2 of 2" are shown too.
      entries: { products: 25 },
    },
  },
  ...Array.from({ length: sampleRuns }, (_, run) => ({
    name: `sample-${run + 1}`,
    title: `every text field with generated words, right-to-left text, emoji and addresses (sample ${run + 1})`,
    seed: sampleSeed + run,
    replay: `seed ${sampleSeed + run}: run it again with PHONE_FIT_SEED=${sampleSeed + run} npx playwright test --project phone-fit`,
    options: { value: (field) => anyFieldValue(field), body: () => markdownBody() } satisfies Variant['options'],
  })),
]

/** The search page with the first product's name searched: result cards with the longest names. */
function searchFor(site: GeneratedSite): string {
  const name = contentOf(site.contentDir).products[0]?.name ?? 'product'
  return `/search/?${new URLSearchParams({ q: name }).toString()}`
}

interface Misfit {
  where: string
  problem: string
  text: string
}

/** Opens a page as a visitor does and lists what does not fit, at each width. */
async function checkPage(page: Page, site: GeneratedSite, sitePath: string): Promise<Misfit[]> {
  const found: Misfit[] = []
  await page.setViewportSize({ width: WIDTHS[0], height: 800 })
  const response = await page.goto(site.server.url + sitePath)
  expect(response?.status(), `status of ${sitePath}`).toBe(sitePath === NOT_FOUND ? 404 : 200)
  await waitForHydration(page)
  // A search: its results (or the words saying none was found) are shown once it has run.
  if (sitePath.includes('?q=')) await expect(page.getByRole('main').getByRole('status')).not.toBeEmpty()
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const problems = await screenFitProblems(page)
    found.push(...problems.map((problem) => ({ ...problem, where: `${sitePath} at ${width} px` })))
  }
  return found
}

/** One line per text and problem, with the fields that hold the text and where it was seen. */
function report(site: GeneratedSite, misfits: readonly Misfit[]): string[] {
  const groups = new Map<string, Misfit[]>()
  for (const misfit of misfits) {
    const key = `${misfit.text}\n${misfit.problem}`
    groups.set(key, [...(groups.get(key) ?? []), misfit])
  }
  return [...groups.values()].map((group) => {
    const { text, problem } = group[0]!
    const fields = text ? fieldsShowing(site, text) : []
    const where = [...new Set(group.map((misfit) => misfit.where))]
    const places = `${where.slice(0, 3).join(', ')}${where.length > 3 ? ` and ${where.length - 3} more` : ''}`
    return `${text ? `"${text}" ` : ''}${problem}${fields.length ? ` (from ${fields.join(', ')})` : ''}: ${places}`
  })
}

for (const variant of variants) {
  test.describe(variant.title, () => {
    let site: GeneratedSite
    test.beforeAll(async () => {
      test.setTimeout(BUILD_MS)
      site = await buildGeneratedSite(variant.name, { seed: variant.seed, ...variant.options })
    })
    test.afterAll(async () => {
      await site?.close()
    })

    test('fits 375 and 320 px screens on every page', async ({ page }) => {
      const paths = [...site.pages, searchFor(site), NOT_FOUND]
      test.setTimeout(PAGE_MS * paths.length + 30_000)
      const replay = `${variant.replay}; the generated content is in ${path.relative(ROOT, site.dir)}/content`
      test.info().annotations.push({ type: 'seed', description: replay })
      const misfits: Misfit[] = []
      for (const sitePath of paths) misfits.push(...(await checkPage(page, site, sitePath)))
      const problems = report(site, misfits)
      const shown = problems.slice(0, MAX_LINES)
      const more = problems.length > MAX_LINES ? `\n… and ${problems.length - MAX_LINES} more` : ''
      expect(problems.length, `text that does not fit a phone (${replay}):\n${shown.join('\n')}${more}`).toBe(0)
    })
  })
}
