import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import { type Attempt, inBatches, loadSites, Player, Recorder, type Site, seededRandom } from './players'
import { sleep } from './processes'

export interface LoadOptions {
  /** HAProxy's front, `http://127.0.0.1:<port>`. */
  baseUrl: string
  /** The test database (one-time codes from the outbox). */
  db: pg.Pool
  players: number
  sites?: Site[]
  /** Sign-ups at once in the warm-up (each is one scrypt at production cost, ~0.4 s of a core). */
  signUpConcurrency?: number
  /** The first player's index: its client address is `playerAddress(index)`. */
  firstIndex?: number
  /** Instant deposit minimums each player starts with. */
  depositUnits?: number
  seed?: number
  retryMs?: number
}

export interface Prepared {
  players: Player[]
  recorder: Recorder
  warmUpMs: number
}

/** The warm-up: signs up `players` players through the front (bounded concurrency) and sets each one up. */
export async function preparePlayers(options: LoadOptions): Promise<Prepared> {
  const recorder = new Recorder()
  const random = seededRandom(options.seed ?? 1)
  const runId = randomBytes(3).toString('hex')
  const sites = options.sites ?? loadSites
  const first = options.firstIndex ?? 0
  const players = Array.from(
    { length: options.players },
    (_, i) =>
      new Player({
        index: first + i,
        runId,
        baseUrl: options.baseUrl,
        site: sites[i % sites.length] as Site,
        recorder,
        random: seededRandom(Math.floor(random() * 2 ** 32)),
        retryMs: options.retryMs,
      }),
  )
  const started = performance.now()
  await inBatches(players, options.signUpConcurrency ?? 4, async (player) => {
    await player.signUp(options.db)
    await player.setUp(options.depositUnits ?? 20)
  })
  return { players, recorder, warmUpMs: performance.now() - started }
}

/** Players `from` to `to` of a prepared run, recording from now on into a recorder of their own. */
export function someOf(prepared: Prepared, from: number, to: number): Prepared {
  const recorder = new Recorder()
  const players = prepared.players.slice(from, to)
  for (const player of players) player.recorder = recorder
  return { players, recorder, warmUpMs: 0 }
}

export interface RunOptions {
  durationMs: number
  /** A pause between a player's requests, drawn from [min, max] ms. */
  thinkMs?: [number, number]
  /** Sign-ins (scrypt at production cost) allowed during the run, over every player. */
  maxSignIns?: number
  /** Stop early (a test's own deadline). */
  signal?: AbortSignal
}

/** Every player runs its session loop until the time is up; each loop ends after its step under way. */
export async function runPlayers(
  prepared: Prepared,
  options: RunOptions,
): Promise<{ ms: number; from: number }> {
  const from = Date.now()
  const until = from + options.durationMs
  const [low, high] = options.thinkMs ?? [0, 0]
  // Sign-ins spread over the run: by any moment, at most its share of `maxSignIns`.
  const maxSignIns = options.maxSignIns ?? 0
  let signIns = 0
  const signIn = () => {
    const share = Math.ceil((maxSignIns * (Date.now() - from)) / options.durationMs)
    if (signIns >= Math.min(maxSignIns, share)) return false
    signIns++
    return true
  }
  const started = performance.now()
  for (const player of prepared.players) player.stopped = false
  const stop = () => {
    for (const player of prepared.players) player.stopped = true
  }
  options.signal?.addEventListener('abort', stop, { once: true })
  await Promise.all(
    prepared.players.map(async (player, i) => {
      const random = seededRandom(1000 + i)
      // Spread the first requests over the first think time, as players do not all click at once.
      await sleep(random() * high)
      while (Date.now() < until && !options.signal?.aborted) {
        await player.step({ signIn })
        if (high > 0) await sleep(low + random() * (high - low))
      }
    }),
  )
  options.signal?.removeEventListener('abort', stop)
  return { ms: performance.now() - started, from }
}

/** A run in the background: `done` when its time is up, `stop()` to end it early (a failed test's clean-up). */
export interface Stream {
  done: Promise<{ ms: number; from: number }>
  stop(): Promise<{ ms: number; from: number }>
}

export function startStream(prepared: Prepared, options: Omit<RunOptions, 'signal'>): Stream {
  const controller = new AbortController()
  const done = runPlayers(prepared, { ...options, signal: controller.signal })
  return {
    done,
    stop: () => {
      controller.abort()
      return done
    },
  }
}

export interface KindFigures {
  kind: string
  requests: number
  p50: number
  p99: number
  /** HTTP 5xx answers. */
  serverErrors: number
  /** No answer at all (refused, reset, timed out). */
  unanswered: number
  /** Answered, not 5xx, but not a correct answer (not 200/statusCode 1 or not the contract's shape). */
  wrong: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** Figures per kind of request (and `all`), over the attempts that `keep` accepts. */
export function figures(
  attempts: Attempt[],
  keep: (attempt: Attempt) => boolean = () => true,
): KindFigures[] {
  const byKind = new Map<string, Attempt[]>()
  for (const attempt of attempts) {
    if (!keep(attempt)) continue
    const list = byKind.get(attempt.kind) ?? []
    list.push(attempt)
    byKind.set(attempt.kind, list)
    const all = byKind.get('all') ?? []
    all.push(attempt)
    byKind.set('all', all)
  }
  return [...byKind.entries()]
    .map(([kind, list]) => {
      const sorted = list.map((attempt) => attempt.outcome.ms).sort((a, b) => a - b)
      return {
        kind,
        requests: list.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        serverErrors: list.filter((a) => a.outcome.answered && a.outcome.status >= 500).length,
        unanswered: list.filter((a) => !a.outcome.answered).length,
        wrong: list.filter((a) => a.outcome.answered && a.outcome.status < 500 && !a.correct).length,
      }
    })
    .sort((a, b) => (a.kind === 'all' ? 1 : b.kind === 'all' ? -1 : b.requests - a.requests))
}

/** A fixed-width table of the figures. */
export function figureTable(rows: KindFigures[], seconds: number): string {
  const head = ['kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', '5xx', 'no answer', 'wrong']
  const lines = rows.map((row) => [
    row.kind,
    String(row.requests),
    (row.requests / seconds).toFixed(1),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.serverErrors),
    String(row.unanswered),
    String(row.wrong),
  ])
  const widths = head.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => (line[i] ?? '').length)),
  )
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')
  return [format(head), ...lines.map(format)].join('\n')
}

/** The first few problems of a run's attempts, for an assertion's message. */
export function problems(attempts: Attempt[], keep: (attempt: Attempt) => boolean): string[] {
  return attempts
    .filter(keep)
    .slice(0, 10)
    .map((attempt) => {
      const outcome = attempt.outcome
      const when = new Date(outcome.sentAt).toISOString().slice(11, 23)
      if (!outcome.answered) return `${when} ${attempt.kind} ${attempt.player}: no answer (${outcome.error})`
      const message = outcome.json ? String(outcome.json.message) : '(not JSON)'
      return `${when} ${attempt.kind} ${attempt.player}: HTTP ${outcome.status} ${message} from ${outcome.servedBy || 'haproxy'}`
    })
}
