import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A free TCP port on 127.0.0.1 (the kernel's pick, released again before the caller binds it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Polls `check` every `everyMs` until it answers true, for at most `timeoutMs`; throws naming `what`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  { timeoutMs, everyMs = 100 }: { timeoutMs: number; everyMs?: number },
): Promise<number> {
  const started = Date.now()
  for (;;) {
    let passed = false
    try {
      passed = await check()
    } catch {
      passed = false
    }
    if (passed) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(everyMs)
  }
}

/** How a child process ended. */
export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
}

/** A child process the harness started, with the tail of its output kept for when something goes wrong. */
export interface Managed {
  name: string
  child: ChildProcess
  /** The last ~256 KB the process wrote (stdout and stderr interleaved). */
  output(): string
  /** Every line written so far that matches, oldest first (searched over the whole run, not just the tail). */
  lines(pattern: RegExp): string[]
  running(): boolean
  exited: Promise<Exit>
  /** Sends `signal` and waits for the exit; SIGKILL after `timeoutMs` if it is still running. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>
}

/** Every process started here and still running: killed when the test process exits, whatever happened. */
const live = new Set<ChildProcess>()
/** Synchronous last resorts for what is not a child process (a PostgreSQL server `pg_ctl` started). */
const lastResorts = new Set<() => void>()
let exitHookInstalled = false
function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of live) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    for (const cleanUp of lastResorts) {
      try {
        cleanUp()
      } catch {
        // exiting anyway
      }
    }
  })
}

/** Runs `cleanUp` (synchronous) if the process exits before `cancel()` is called. */
export function atExit(cleanUp: () => void): { cancel(): void } {
  installExitHook()
  lastResorts.add(cleanUp)
  return { cancel: () => lastResorts.delete(cleanUp) }
}

const outputLimit = 256 * 1024

/**
 * Starts `command` with piped output. `keep` says which output lines are kept whole for `lines()` (the
 * one-time codes the API prints, say); everything else only lives in the bounded tail.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; keep?: RegExp } = {},
): Managed {
  installExitHook()
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  live.add(child)
  let tail = ''
  const kept: string[] = []
  let partial = ''
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    tail = (tail + text).slice(-outputLimit)
    if (!options.keep) return
    const parts = (partial + text).split('\n')
    partial = parts.pop() ?? ''
    for (const line of parts) if (options.keep.test(line)) kept.push(line)
  }
  child.stdout?.on('data', take)
  child.stderr?.on('data', take)
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child)
      resolve({ code, signal })
    })
    child.once('error', (error) => {
      live.delete(child)
      tail += `\n[harness] ${name} could not start: ${error.message}\n`
      resolve({ code: -1, signal: null })
    })
  })
  const running = () => child.exitCode === null && child.signalCode === null && live.has(child)
  return {
    name,
    child,
    output: () => tail,
    lines: (pattern) => kept.filter((line) => pattern.test(line)),
    running,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (!running()) return exited
      child.kill(signal)
      const timer = setTimeout(() => {
        if (running()) child.kill('SIGKILL')
      }, timeoutMs)
      const exit = await exited
      clearTimeout(timer)
      return exit
    },
  }
}
