/**
 * Lighthouse runs (mobile, simulated throttling) and what the report keeps of each: category
 * scores with the expected failures of the not-found screen left out, and the timing metrics.
 */
import lighthouse from 'lighthouse'
import type { Flags, Result as LighthouseResult } from 'lighthouse'
import { EXPECTED_AUDIT_FAILURES, LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from '../lib/budgets.ts'
import { log } from './numbers.ts'

export type { LighthouseResult }

export interface ScreenTarget {
  /** HTML file of the screen, e.g. `products/index.html`: its name in reports and budgets. */
  page: string
  /** Path requested, e.g. `/products/` or the unknown path for the 404 screen. */
  urlPath: string
  expectedStatus: number
}

export interface LighthouseRun {
  /** Category scores 0–100 as Lighthouse reports them. */
  rawScores: Record<LighthouseCategory, number | null>
  /** The same with the page's EXPECTED_AUDIT_FAILURES left out. */
  scores: Record<LighthouseCategory, number | null>
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  /** Per category, audits that count toward its score and scored below 1. */
  failingAudits: Record<LighthouseCategory, string[]>
  lcpElement?: string
  /** Requests that got no response, such as frames from other hosts when the benchmark runs offline. */
  failedRequests: string[]
  warnings: string[]
}

/** A category's score from its audits, leaving out `excluded` (Lighthouse's own weighted mean otherwise). */
function categoryScore(
  lhr: LighthouseResult,
  category: LighthouseCategory,
  excluded: readonly string[],
): number | null {
  const refs = lhr.categories[category]?.auditRefs ?? []
  let weight = 0
  let sum = 0
  for (const ref of refs) {
    if (ref.weight <= 0 || excluded.includes(ref.id)) continue
    const score = lhr.audits[ref.id]?.score
    if (score === null || score === undefined) return null
    weight += ref.weight
    sum += score * ref.weight
  }
  return weight ? Math.round((sum / weight) * 100) : null
}

/** The page's EXPECTED_AUDIT_FAILURES whose condition holds in this run. */
function expectedFailures(lhr: LighthouseResult, page: string): string[] {
  return (EXPECTED_AUDIT_FAILURES[page.split('/').at(-1)!] ?? [])
    .filter((expected) => {
      if (!expected.onlyDocument404) return true
      const items =
        (
          lhr.audits[expected.audit]?.details as
            { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined
        )?.items ?? []
      const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl
      return items.every(
        (item) => /status of 404/.test(item.description ?? '') && item.sourceLocation?.url === documentUrl,
      )
    })
    .map((expected) => expected.audit)
}

export function summarizeRun(lhr: LighthouseResult, page: string): LighthouseRun {
  const excluded = expectedFailures(lhr, page)
  const rawScores = {} as LighthouseRun['rawScores']
  const scores = {} as LighthouseRun['scores']
  const failingAudits = {} as LighthouseRun['failingAudits']
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const reported = lhr.categories[category]?.score
    rawScores[category] = reported === null || reported === undefined ? null : Math.round(reported * 100)
    const recomputed = categoryScore(lhr, category, [])
    if (recomputed !== rawScores[category])
      log(
        `warning: ${page} ${category}: recomputed score ${recomputed} differs from Lighthouse's ${rawScores[category]}`,
      )
    scores[category] = categoryScore(lhr, category, excluded)
    failingAudits[category] = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}${excluded.includes(ref.id) ? ' (expected)' : ''}`)
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  let lcpElement: string | undefined
  try {
    const details = lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[] } | undefined
    const node = details?.items?.[0]?.items?.[0]?.node
    lcpElement = node?.selector ?? node?.snippet
  } catch {
    lcpElement = undefined
  }
  return {
    rawScores,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    failingAudits,
    ...(lcpElement ? { lcpElement } : {}),
    failedRequests: (
      (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode?: number }[] } | undefined)
        ?.items ?? []
    )
      .filter((request) => !request.url.startsWith('data:') && (request.statusCode ?? -1) < 0)
      .map((request) => request.url.split('?')[0]!),
    warnings: lhr.runWarnings.map(String),
  }
}

export async function runLighthouse(url: string, target: ScreenTarget, port: number): Promise<LighthouseResult> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    // Mobile form factor, screen emulation and simulated throttling are Lighthouse's defaults.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    // Without this Lighthouse refuses to score a 4xx document; the 404 screen must answer 404.
    ignoreStatusCode: target.expectedStatus >= 400,
  }
  // A run now and then fails to record its trace (NO_NAVSTART, NO_FCP) on a busy machine: try again.
  const attempts = 3
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags)
    const problem = !result
      ? 'no result'
      : result.lhr.runtimeError
        ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
        : undefined
    if (!problem) return result!.lhr
    if (attempt >= attempts) throw new Error(`Lighthouse could not measure ${url} in ${attempts} attempts: ${problem}`)
    log(`  retrying ${target.page}: ${problem}`)
  }
}
