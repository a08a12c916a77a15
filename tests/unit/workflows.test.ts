/**
 * The GitHub workflows keep the promises the README makes: CI's token can only read, and what
 * gets published was tested and built strictly (no placeholder contacts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

interface Step {
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
}
interface Workflow {
  permissions?: Record<string, string>
  concurrency?: { group: string }
  jobs: Record<string, { permissions?: Record<string, string>; steps?: Step[] }>
}

const ROOT = path.resolve(import.meta.dirname, '../..')
const workflow = (name: string) =>
  parse(fs.readFileSync(path.join(ROOT, '.github/workflows', name), 'utf8')) as Workflow
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps ?? [])

describe('CI', () => {
  const ci = workflow('ci.yml')

  it('runs with a read-only token that is not left in the checkout while install scripts run', () => {
    expect(ci.permissions).toEqual({ contents: 'read' })
    for (const step of steps(ci).filter((candidate) => candidate.uses?.startsWith('actions/checkout@')))
      expect(step.with?.['persist-credentials']).toBe(false)
  })

  it('runs the README test command through .ci/run, one run per branch or pull request at a time', () => {
    expect(steps(ci).map((step) => step.run)).toContain('bash .ci/run')
    expect(ci.concurrency?.group).toMatch(/github\.ref/)
  })
})

describe('the GitHub Pages deploy', () => {
  const deploy = workflow('deploy-pages.yml')
  const all = steps(deploy)

  it('builds strictly, refusing placeholder contacts', () => {
    const builds = all.filter((step) => step.run?.startsWith('npm run build'))
    expect(builds.length).toBeGreaterThan(0)
    for (const step of builds) expect(step.run).toMatch(/--strict\b/)
  })

  it('started by hand, runs every test before building', () => {
    const tests = all.findIndex((step) => step.run === 'bash .ci/run')
    const build = all.findIndex((step) => step.run?.startsWith('npm run build'))
    expect(tests).toBeGreaterThan(-1)
    expect(all[tests]!.if).toContain("github.event_name == 'workflow_dispatch'")
    expect(tests).toBeLessThan(build)
  })
})
