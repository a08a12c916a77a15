/**
 * Runs a step of the build in a Node process of its own, which ends when the step is done.
 *
 * Why: the steps that bundle (the site's bundles, the admin's) are the build's memory high-water
 * marks, and a process keeps what it grew: V8's heap and the native allocators of the bundler
 * are not given back after a collection. Run one after the other in one process, their peaks
 * stack (at 5,000 products in two languages, 1.6 GB when the admin is rebuilt too); run each in a
 * process that ends, the build's peak is the largest step's alone. The cost is one more start of
 * Node and of the step's modules, well under a CPU-second.
 *
 * A step is a module that calls `serveOwnProcess` when it is run as a program
 * (`import.meta.main`). Its request goes over on the command line (JSON); its reply, or the
 * report of its failure, comes back as one message. Its output goes straight to the same
 * terminal.
 */
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { outliveClosedOutput } from './closed-output.ts'

/** A step that failed, its report already written as the build prints it (build-failure.ts). */
export class StepFailure extends Error {
  readonly report: string
  constructor(report: string) {
    super(report)
    this.name = 'StepFailure'
    this.report = report
  }
}

type Reply<T> = { ok: true; value: T } | { ok: false; report: string }

/** Runs the step `moduleUrl` (its `import.meta.url`) in a process of its own; rejects with a StepFailure. */
export function inOwnProcess<T>(moduleUrl: string, request: unknown, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    let reply: Reply<T> | undefined
    // Replies are copied as structured data (V8's serializer): what JSON would lose (undefined,
    // shared objects) comes back as it was.
    const child = fork(fileURLToPath(moduleUrl), [JSON.stringify(request)], {
      stdio: 'inherit',
      serialization: 'advanced',
    })
    child.on('message', (message) => {
      reply = message as Reply<T>
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (reply?.ok && code === 0) resolve(reply.value)
      else if (reply && !reply.ok) reject(new StepFailure(reply.report))
      else
        reject(
          new StepFailure(
            `Build failed: ${what} stopped before it finished (${signal ? `signal ${signal}` : `exit code ${code}`}).`,
          ),
        )
    })
  })
}

/** In the step's process: runs `step` on the request handed over, replies, and ends the process. */
export async function serveOwnProcess<T>(step: (request: never) => Promise<T>): Promise<void> {
  process.env.NODE_ENV = 'production'
  // Its output is the build's: read by the same reader, which may stop reading (closed-output.ts).
  outliveClosedOutput()
  let reply: Reply<T>
  try {
    reply = { ok: true, value: await step(JSON.parse(process.argv[2]!) as never) }
  } catch (error) {
    const { buildFailure } = await import('./build-failure.ts')
    reply = { ok: false, report: buildFailure(error) }
  }
  // Sent, then ended: whatever the step left running must not keep the build waiting.
  process.send!(reply, () => process.exit(reply.ok ? 0 : 1))
}
