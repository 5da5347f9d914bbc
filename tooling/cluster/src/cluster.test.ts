import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { launchBrowser, siteErrorText, untilHydrated } from './browser'
import { Client, show } from './client'
import { checkLedger, walletAudit } from './ledger'
import {
  figures,
  figureTable,
  type Prepared,
  preparePlayers,
  problems,
  runPlayers,
  type Stream,
  someOf,
  startStream,
} from './load'
import { type Attempt, demoSite, Player, Recorder, seededRandom } from './players'
import { sleep, waitUntil } from './processes'
import { clusterPerFile, withoutDatabase } from './testing'

const env = clusterPerFile({ postgres: 'shared' })

/** Every player of the file: signed up once (scrypt at production cost), then lent to each test. */
let everyone: Prepared
/** Every group a test ran, for the checks over the whole file. */
const groups: Prepared[] = []

function group(from: number, to: number): Prepared {
  const made = someOf(everyone, from, to)
  groups.push(made)
  return made
}

/** Each money row of the file's players has its OK answer somewhere in the file (nothing unexplained). */
async function expectEveryEffectAnswered() {
  const records = [everyone, ...groups].flatMap((prepared) => prepared.recorder.money)
  const whole = await checkLedger(
    env.cluster.db,
    records,
    everyone.players.map((player) => player.accountId),
  )
  expect(whole).toMatchObject({ answered: records.length, exactlyOnce: records.length, unexplained: 0 })
}

/** The money checks: each OK money answer once in the ledger, every balance equal to its ledger. */
async function expectMoneyIntact(prepared: Prepared) {
  const { recorder, players } = prepared
  expect(recorder.balanceJumps).toEqual([])
  expect(recorder.replays.different).toEqual([])
  // Every money request was answered OK in the end (resent with its request_id when it went unanswered).
  expect(recorder.unsettled).toEqual([])
  const ledger = await checkLedger(
    env.cluster.db,
    recorder.money,
    players.map((player) => player.accountId),
  )
  expect(ledger.lost).toEqual([])
  expect(ledger.doubled).toEqual([])
  expect(ledger).toMatchObject({ exactlyOnce: recorder.money.length, duplicateReferences: 0 })
  const audit = await walletAudit(env.cluster.db)
  expect(audit).toMatchObject({ mismatched: 0 })
  expect(audit.lowest_balance).toBeGreaterThanOrEqual(0)
  return ledger
}

const served = (attempt: Attempt) => (attempt.outcome.answered ? attempt.outcome.servedBy : 'none')

describe.skipIf(withoutDatabase)('two instances behind HAProxy', () => {
  beforeAll(async () => {
    everyone = await preparePlayers({
      baseUrl: env.cluster.url,
      db: env.cluster.db,
      players: 30,
      firstIndex: 200,
      signUpConcurrency: 2,
    })
  })
  afterAll(() => {
    for (const player of everyone?.players ?? []) player.close()
  })
  // A test that failed half-way may have left a stream running, or an instance down.
  const streams: Stream[] = []
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((stream) => stream.stop()))
  })
  // Each test starts with both instances up.
  beforeEach(async () => {
    for (const instance of env.cluster.instances) {
      if (instance.running()) continue
      await instance.start()
      await env.cluster.haproxy.waitFor(instance.name, 'UP')
    }
  })

  it('spreads requests over both instances, round robin', async () => {
    const client = new Client({ baseUrl: env.cluster.url, localAddress: '127.0.9.1' })
    const servedBy: string[] = []
    for (let i = 0; i < 8; i++) {
      const outcome = await client.call('startup', { domain_name: 'slot2.localhost' })
      expect(outcome.answered && outcome.status, show(outcome)).toBe(200)
      if (outcome.answered) servedBy.push(outcome.servedBy)
    }
    client.close()
    expect(servedBy.filter((name) => name === 'a').length).toBe(4)
    expect(servedBy.filter((name) => name === 'b').length).toBe(4)
  })

  it('takes a session signed in on instance A on instance B: rounds and a withdrawal', async () => {
    const recorder = new Recorder()
    const player = new Player({
      index: 900,
      runId: 'pin',
      baseUrl: env.cluster.url,
      site: demoSite('slot2'),
      recorder,
      random: seededRandom(7),
    })
    // Through HAProxy, pinned to A (x-lobbykit-pin): sign-up, sign-in, a deposit, the game's token.
    player.pin = 'a'
    await player.signUp(env.cluster.db)
    await player.signIn()
    await player.setUp(10)
    const onA = recorder.attempts.length
    expect(recorder.attempts.map(served)).toEqual(Array(onA).fill('a'))

    // The same session and game token on B.
    player.pin = 'b'
    for (let i = 0; i < 5; i++) expect(await player.round()).toBeDefined()
    const withdrawal = await player.withdraw(player.minDeposit)
    expect(withdrawal).toMatchObject({ status: 'pending' })
    const balanceOnB = await player.must('getBalance', player.who)
    const onB = recorder.attempts.slice(onA)
    expect(onB.map(served)).toEqual(Array(onB.length).fill('b'))
    expect(onB.every((attempt) => attempt.correct)).toBe(true)

    // A reads what B wrote.
    player.pin = 'a'
    expect((await player.must('getBalance', player.who)).game_balance).toBe(balanceOnB.game_balance)
    player.close()

    expect(recorder.balanceJumps).toEqual([])
    const ledger = await checkLedger(env.cluster.db, recorder.money, [player.accountId])
    expect(ledger).toMatchObject({ answered: 7, exactlyOnce: 7, lost: [], doubled: [], unexplained: 0 })
    expect(await walletAudit(env.cluster.db)).toMatchObject({ mismatched: 0 })
  })

  it('holds a short load: 30 players for 10 s, no error, every money answer once in the ledger', async () => {
    const players = group(0, 30)
    const { ms } = await runPlayers(players, { durationMs: 10_000, thinkMs: [0, 50], maxSignIns: 3 })
    const rows = figures(players.recorder.attempts)
    console.log(
      `30 players (signed up and set up in ${(everyone.warmUpMs / 1000).toFixed(1)} s), ${(ms / 1000).toFixed(1)} s:\n${figureTable(rows, ms / 1000)}`,
    )
    expect(problems(players.recorder.attempts, (attempt) => !attempt.correct)).toEqual([])
    const all = rows.find((row) => row.kind === 'all')
    expect(all).toMatchObject({ serverErrors: 0, unanswered: 0, wrong: 0 })
    // Both instances served; a modest rate even on a busy 2-core CI machine.
    expect(new Set(players.recorder.attempts.map(served))).toEqual(new Set(['a', 'b']))
    expect((all?.requests ?? 0) / (ms / 1000)).toBeGreaterThan(50)
    expect(players.recorder.replays.same).toBeGreaterThan(0)
    const ledger = await expectMoneyIntact(players)
    expect(ledger.answered).toBeGreaterThan(200)
    await expectEveryEffectAnswered()
  })

  it('drains on SIGTERM: every answer correct, no 5xx, every money answer in the ledger once', async () => {
    const { cluster } = env
    const players = group(0, 8)
    const stream = startStream(players, { durationMs: 5000, thinkMs: [0, 20] })
    streams.push(stream)
    await sleep(1500)
    const signalledAt = Date.now()
    const stopping = cluster.instance('b').stop('SIGTERM')
    await cluster.haproxy.waitFor('b', 'DOWN')
    const downAt = Date.now()
    await stream.done
    const exit = await stopping
    const drainedMs = Date.now() - signalledAt
    const during = players.recorder.attempts
    console.log(
      `SIGTERM to b: HAProxy saw it down after ${downAt - signalledAt} ms; b exited (${exit.code}) after ${drainedMs} ms\n${figureTable(figures(during), 5)}`,
    )
    // A drain, not a crash: exit code 0, within the server's drain limit (10 s) and a margin.
    expect(exit).toEqual({ code: 0, signal: null })
    expect(drainedMs).toBeLessThan(12_500)
    // Every request that got an answer got a correct one: no 5xx, no refusal, the contract's shape.
    const answered = during.filter((attempt) => attempt.outcome.answered)
    expect(problems(answered, (attempt) => !attempt.correct)).toEqual([])
    // A request HAProxy sent on a kept-alive connection just as b closed it goes unanswered (the client sees the
    // connection close; the money calls are sent again with their request_id): at most one per player.
    expect(during.length - answered.length).toBeLessThanOrEqual(players.players.length)
    // Once HAProxy took b out, only a answered.
    const later = during.filter((attempt) => attempt.outcome.sentAt > downAt + 100)
    expect(later.length).toBeGreaterThan(50)
    expect(new Set(later.map(served))).toEqual(new Set(['a']))
    expect(new Set(during.map(served))).toContain('b')
    expect(players.recorder.money.length).toBeGreaterThan(50)
    await expectMoneyIntact(players)
    await expectEveryEffectAnswered()

    // b back: HAProxy takes it in again.
    await cluster.instance('b').start()
    await cluster.haproxy.waitFor('b', 'UP')
  })

  it('survives a crash (SIGKILL): only requests on their way to it fail, money answered once', async () => {
    const { cluster } = env
    const players = group(8, 16)
    const stream = startStream(players, { durationMs: 4000, thinkMs: [0, 20] })
    streams.push(stream)
    await sleep(1500)
    const killedAt = Date.now()
    const exit = await cluster.instance('a').stop('SIGKILL')
    await cluster.haproxy.waitFor('a', 'DOWN')
    const downAt = Date.now()
    await stream.done
    expect(exit.signal).toBe('SIGKILL')

    const during = players.recorder.attempts
    const failedLines = problems(during, (attempt) => !attempt.correct)
    console.log(
      `SIGKILL to a: HAProxy saw it down after ${downAt - killedAt} ms\n${figureTable(figures(during), 4)}\nfailed (first 10):\n${failedLines.join('\n')}`,
    )
    // What failed had reached a, or was sent on a connection to a that HAProxy had kept open, before HAProxy saw a
    // go: under way at the crash, or sent on a dead kept-alive connection just after it. HAProxy answered 502 or
    // closed the client's connection; it never resent such a POST (haproxy.test.ts). Then b answered everything.
    const failed = during.filter((attempt) => !attempt.correct)
    for (const attempt of failed) {
      const [shown] = problems([attempt], () => true)
      expect(attempt.outcome.sentAt, shown).toBeLessThanOrEqual(downAt)
      if (attempt.outcome.answered) expect(attempt.outcome.status, shown).toBe(502)
    }
    expect(failed.length).toBeLessThanOrEqual(2 * players.players.length)
    const later = during.filter((attempt) => attempt.outcome.sentAt > downAt)
    expect(later.length).toBeGreaterThan(50)
    expect(new Set(later.map(served))).toEqual(new Set(['b']))
    expect(problems(later, (attempt) => !attempt.correct)).toEqual([])
    await expectMoneyIntact(players)
    await expectEveryEffectAnswered()

    await cluster.instance('a').start()
    await cluster.haproxy.waitFor('a', 'UP')
  })

  // Last in the file: it stops both instances.
  it('shows the site’s failure message with both instances down, and recovers without reloading itself', async () => {
    const { cluster } = env
    const origin = cluster.origin('slot2.localhost')
    const loginPage = `${origin}/en/login`
    const browser = await launchBrowser()
    try {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
      // Every document the tab loads (a reload, a redirect): a test resets the list where it starts counting.
      const documents: string[] = []
      const failedAssets: string[] = []
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame())
          documents.push(request.url())
      })
      page.on('response', (response) => {
        if (response.status() >= 500 && new URL(response.url()).pathname.startsWith('/assets/'))
          failedAssets.push(response.url())
      })
      const form = page.locator('form[data-form="login"]')
      const dialog = page.getByRole('dialog')
      const failure = siteErrorText('internalServerError')
      const submit = async (password: string) => {
        await form.getByLabel('Account ID').fill('demo')
        await form.getByLabel('Password', { exact: true }).fill(password)
        await form.getByRole('button', { name: 'Log in' }).click()
      }
      const bothDown = async (signal: 'SIGTERM' | 'SIGKILL') => {
        await Promise.all(cluster.instances.map((instance) => instance.stop(signal)))
        await Promise.all(cluster.instances.map((instance) => cluster.haproxy.waitFor(instance.name, 'DOWN')))
      }
      const oneBack = async () => {
        await cluster.instance('a').start()
        await cluster.haproxy.waitFor('a', 'UP')
      }

      // A first visit; its after-mount loads (route code, texts, the dialogs' code) done.
      await page.goto(loginPage)
      await untilHydrated(page)
      await settled(page)
      await bothDown('SIGTERM')
      await submit('demo1234')
      // docs/product.md#synthetic-results: a sign-in that cannot reach the server is internalServerError; the error
      // handler shows it in the error dialog (docs/product.md#error-handler), whose code loaded after mount; nothing
      // reloads the page onto the load balancer's 503 page (docs/product.md#chunk-reload).
      const first = await Promise.race([
        dialog
          .getByText(failure)
          .waitFor({ timeout: 15_000 })
          .then(() => 'shown' as const),
        waitUntil('a second document', () => documents.length > 1, { timeoutMs: 15_000 }).then(
          () => 'reloaded' as const,
        ),
      ])
      expect(first, `the page reloaded itself (failed assets: ${failedAssets.join(', ')})`).toBe('shown')
      expect(documents).toEqual([loginPage])
      documents.length = 0
      expect(await dialog.getByText(siteErrorText('errorTitle')).count()).toBe(1)
      await sleep(1000)
      expect(documents).toEqual([])

      // One instance back: the same page signs in, and never reloads.
      await oneBack()
      await dialog.getByRole('button', { name: 'OK' }).click()
      await form.getByRole('button', { name: 'Log in' }).click()
      await page.waitForFunction(() => document.documentElement.dataset.session === 'signed-in', undefined, {
        timeout: 15_000,
      })
      await sleep(2000)
      expect(documents).toEqual([])
      expect(await dialog.count()).toBe(0)
    } finally {
      await browser.close()
    }
  })
})

/** Waits until the page has asked for no new resource for a second (its after-mount loads are done). */
async function settled(page: Page) {
  let last = -1
  let stableSince = Date.now()
  await waitUntil(
    'the page settles',
    async () => {
      const count = await page.evaluate(() => performance.getEntriesByType('resource').length)
      if (count !== last) {
        last = count
        stableSince = Date.now()
      }
      return Date.now() - stableSince >= 1000
    },
    { timeoutMs: 15_000, everyMs: 100 },
  )
}
