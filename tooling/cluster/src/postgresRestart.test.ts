import { afterEach, describe, expect, it } from 'vitest'
import { checkLedger, ledgerSnapshot, walletAudit } from './ledger'
import {
  figures,
  figureTable,
  type Prepared,
  preparePlayers,
  problems,
  type Stream,
  startStream,
} from './load'
import { sleep, waitUntil } from './processes'
import { clusterPerFile, withoutDatabase } from './testing'

// The database server is restarted: a server of the harness's own, never TEST_DATABASE_URL's (shared with the
// other packages' tests).
const env = clusterPerFile({ postgres: 'own' })

/**
 * Known API problem (tooling/cluster/README.md#known-problems): apps/api/src/db/client.ts hears `error` on the
 * pool's idle connections only. A connection checked out for a transaction (every money call) that PostgreSQL
 * ends emits `error` on its pg Client with no listener, and Node ends the process ("Unhandled 'error' event ...
 * Connection terminated unexpectedly"). While that stands, an instance that dies of exactly that is reported and
 * the checks that need the instances alive are skipped; the database's own checks still run. Set this to false
 * once the API listens on every client (`pool.on('connect', (client) => client.on('error', ...))`): the test then
 * requires both instances to live through the restart.
 */
const tolerateKnownPoolCrash = false
const knownPoolCrash = /Unhandled 'error' event[\s\S]*Emitted 'error' event on Client instance/

interface Probe {
  at: number
  status: number
}

/** Asks `url` every 150 ms until `stop()` (60 s at most): the status of each answer (0 for none within 3 s). */
function probe(url: string) {
  const seen: Probe[] = []
  let running = true
  const until = Date.now() + 60_000
  const done = (async () => {
    while (running && Date.now() < until) {
      const at = Date.now()
      const status = await fetch(url, { signal: AbortSignal.timeout(3000) })
        .then((response) => response.status)
        .catch(() => 0)
      seen.push({ at, status })
      await sleep(150)
    }
  })()
  return {
    seen,
    stop: async () => {
      running = false
      await done
    },
  }
}

/** What must hold whatever the instances did: committed rows kept, each OK money answer's rows once, balances. */
async function expectDatabaseIntact(prepared: Prepared, before: Set<number>) {
  const { cluster } = env
  const afterwards = await ledgerSnapshot(cluster.db)
  expect([...before].filter((id) => !afterwards.ids.has(id))).toEqual([])
  expect(prepared.recorder.balanceJumps).toEqual([])
  const ledger = await checkLedger(
    cluster.db,
    prepared.recorder.money,
    prepared.players.map((player) => player.accountId),
  )
  expect(ledger.lost).toEqual([])
  expect(ledger.doubled).toEqual([])
  expect(ledger.exactlyOnce).toBe(prepared.recorder.money.length)
  expect(await walletAudit(cluster.db)).toMatchObject({ mismatched: 0 })
  return ledger
}

let stream: Stream | undefined
let probes: ReturnType<typeof probe>[] = []

describe.skipIf(withoutDatabase)('PostgreSQL restarting under a stream of requests', () => {
  // A failed test leaves nothing running.
  afterEach(async () => {
    await stream?.stop()
    await Promise.all(probes.map((p) => p.stop()))
  })

  it('fails cleanly while the database is down, loses no committed row, and serves again by itself', async () => {
    const { cluster } = env
    const postgres = cluster.postgres
    if (!postgres) throw new Error('the cluster has no PostgreSQL of its own')
    const pids = cluster.instances.map((instance) => instance.process().child.pid)
    const prepared = await preparePlayers({
      baseUrl: cluster.url,
      db: cluster.db,
      players: 8,
      firstIndex: 140,
    })
    const warmUp = prepared.recorder.attempts.length
    probes = cluster.instances.map((instance) => probe(`${instance.url}/readyz`))

    // The stream runs until 3 s after HAProxy has both instances back (30 s at most).
    stream = startStream(prepared, { durationMs: 30_000, thinkMs: [0, 20] })
    await sleep(1500)
    const before = await ledgerSnapshot(cluster.db)
    // A crash of the database (immediate: no shutdown checkpoint, recovery from the WAL at start), down 3 s.
    const downAt = Date.now()
    await postgres.down('immediate')
    await sleep(3000)
    const upAt = Date.now()
    await postgres.up()
    const upDoneAt = Date.now()
    // HAProxy takes both instances back once their /readyz answers 200 again (two checks, 500 ms apart); an
    // instance that died never comes back.
    await waitUntil(
      'both instances back in HAProxy (or one dead)',
      async () => {
        if (cluster.instances.some((instance) => !instance.running())) return true
        const states = await cluster.haproxy.states()
        return cluster.instances.every((instance) => states[instance.name] === 'UP')
      },
      { timeoutMs: 20_000, everyMs: 50 },
    )
    const recoveredAt = Date.now()
    await sleep(3000)
    const { ms: streamMs } = await stream.stop()
    await Promise.all(probes.map((p) => p.stop()))
    for (const player of prepared.players) player.close()

    const during = prepared.recorder.attempts.slice(warmUp)
    console.log(
      `PostgreSQL down ${upAt - downAt} ms, start took ${upDoneAt - upAt} ms, both instances back in HAProxy ${recoveredAt - upDoneAt} ms later\n${figureTable(figures(during), streamMs / 1000)}`,
    )

    const dead = cluster.instances.filter((instance) => !instance.running())
    if (dead.length > 0 && tolerateKnownPoolCrash) {
      for (const instance of dead) expect(instance.process().output(), instance.name).toMatch(knownPoolCrash)
      console.warn(
        `KNOWN API PROBLEM: instance ${dead.map((instance) => instance.name).join(' and ')} died when PostgreSQL restarted (an unhandled 'error' event on a pg Client checked out for a transaction; tooling/cluster/README.md#known-problems). The checks of the database still ran; those of the instances were skipped.`,
      )
      await expectDatabaseIntact(prepared, before.ids)
      return
    }

    // The instances were not restarted: the same processes, still running.
    expect(cluster.instances.map((instance) => instance.running())).toEqual([true, true])
    expect(cluster.instances.map((instance) => instance.process().child.pid)).toEqual(pids)

    // /readyz: 200, then 503 (not no answer) while the database is down, then 200 again by itself.
    for (const [i, p] of probes.entries()) {
      const name = cluster.instances[i]?.name
      const statuses = p.seen.map((seen) => seen.status)
      expect(statuses[0], name).toBe(200)
      const firstDown = p.seen.find((seen) => seen.status !== 200)
      expect(firstDown?.status, `${name}: ${statuses.join(' ')}`).toBe(503)
      expect(firstDown?.at).toBeGreaterThanOrEqual(downAt - 200)
      const lastDown = p.seen.findLast((seen) => seen.status !== 200)
      expect(lastDown?.at, name).toBeLessThan(upDoneAt + 1000)
      expect(p.seen.filter((seen) => seen.at > upDoneAt + 1000).every((seen) => seen.status === 200)).toBe(
        true,
      )
      expect(p.seen.filter((seen) => seen.status === 0)).toEqual([])
    }

    // Failures only while the database was down (and until HAProxy had both instances back), and clean ones:
    // the API's 500 internalServerError, or HAProxy's 503 while no instance was ready.
    const outage = (sentAt: number, ms: number) => sentAt + ms >= downAt && sentAt <= recoveredAt
    const failed = during.filter((attempt) => !attempt.correct)
    expect(failed.length).toBeGreaterThan(0)
    expect(problems(failed, (attempt) => !outage(attempt.outcome.sentAt, attempt.outcome.ms))).toEqual([])
    for (const attempt of failed) {
      const outcome = attempt.outcome
      expect(outcome.answered, problems([attempt], () => true)[0]).toBe(true)
      if (!outcome.answered) continue
      if (outcome.status === 500)
        expect(outcome.json).toEqual({ statusCode: -500, message: 'internalServerError' })
      else expect(outcome.status, problems([attempt], () => true)[0]).toBe(503)
    }
    const after = during.filter((attempt) => attempt.outcome.sentAt > recoveredAt)
    expect(after.length).toBeGreaterThan(30)
    expect(problems(after, (attempt) => !attempt.correct)).toEqual([])

    // No committed row lost; every money request answered OK in the end (resent with its request_id).
    expect(prepared.recorder.unsettled).toEqual([])
    const ledger = await expectDatabaseIntact(prepared, before.ids)
    expect(ledger.unexplained).toBe(0)
  })
})
