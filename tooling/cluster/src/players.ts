import {
  type ApiCallName,
  apiCalls,
  gameCategories,
  originalsGames,
  originalsProviderCode,
} from '@lobbykit/contract'
import type pg from 'pg'
import { Client, type Outcome, show } from './client'
import { sleep } from './processes'

export interface Site {
  domain_name: string
  external_id: string
}

/** Demo tenants (apps/api/src/seed): `<code>.localhost`, external id `ext-<code>`, in four currencies. */
export const demoSite = (code: string): Site => ({
  domain_name: `${code}.localhost`,
  external_id: `ext-${code}`,
})
export const loadSites = ['slot2', 'casino3', 'sportsbook1', 'casino2'].map(demoSite)

let phones = Math.floor(Math.random() * 1_000_000)
/** A phone number not used before in this process (sign-up needs one per player; 5 texts an hour reach one). */
const newPhone = () => `+63917${String(phones++ % 10_000_000).padStart(7, '0')}`

/** A small deterministic random source (mulberry32), so a run can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The loopback address of simulated player `index`: 127.0.1.1, 127.0.1.2, ... (250 per /24). */
export const playerAddress = (index: number) => `127.0.${1 + Math.floor(index / 250)}.${(index % 250) + 1}`

/** One request as sent, and what it came to. */
export interface Attempt {
  /** What the player was doing: a call name, or `replay` (a money request sent again with its request_id). */
  kind: string
  call: ApiCallName
  player: string
  outcome: Outcome
  /** HTTP 200, statusCode 1 and an answer the contract's schema accepts. */
  correct: boolean
}

/** A money request that was answered OK: what it asked, and its first answer. */
export interface MoneyRecord {
  call: 'deposit' | 'withdraw' | 'originalsRound'
  player: string
  requestId: string
  body: Record<string, unknown>
  /** Deposit or withdrawal amount, or the stake. */
  amount: number
  answer: Record<string, unknown>
  /** Requests it took (1, or more when an earlier one went unanswered or failed). */
  attempts: number
}

/** Everything a run sent and got, for the checks and the figures. */
export class Recorder {
  readonly attempts: Attempt[] = []
  readonly money: MoneyRecord[] = []
  /** A money answer whose balance is not the previous balance moved by exactly this request. */
  readonly balanceJumps: string[] = []
  /** Money requests sent again with their request_id: the first answer came back, another one, or none (a fault). */
  readonly replays = { sent: 0, same: 0, unanswered: 0, different: [] as string[] }
  /** Money requests that got no OK answer within their retries (the run ended, or a refusal). */
  readonly unsettled: string[] = []
  signIns = 0

  add(attempt: Attempt) {
    this.attempts.push(attempt)
  }
}

/** Sorted-key JSON: two answers are the same whatever order their keys came in (jsonb reorders them). */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

function isCorrect(call: ApiCallName, outcome: Outcome): boolean {
  if (!outcome.answered || outcome.status !== 200 || outcome.json?.statusCode !== 1) return false
  return apiCalls[call].response.safeParse(outcome.json).success
}

/** The latest one-time code the outbox table holds for `phone` (the API keeps every text it sends there). */
export async function codeFor(db: pg.Pool, phone: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const { rows } = await db.query<{ body: string }>(
      'select body from outbox where recipient = $1 order by id desc limit 1',
      [phone],
    )
    const code = /code is (\d{6})\./.exec(rows[0]?.body ?? '')?.[1]
    if (code) return code
    if (Date.now() > until) throw new Error(`no code in the outbox for ${phone} within ${timeoutMs} ms`)
    await sleep(50)
  }
}

const slotGame = originalsGames.find((game) => game.engine === 'slot')
if (!slotGame) throw new Error('the contract lists no originals slot')

const searches = ['lucky', 'fire', 'gold', 'dragon', 'fortune', 'star', 'wild', 'ba', 'super', 'king']
const categories = gameCategories.map((category) => category.key)

export interface PlayerOptions {
  index: number
  baseUrl: string
  site: Site
  recorder: Recorder
  random: () => number
  /** How long a money request is retried (same request_id) while it gets no answer or a 5xx. */
  retryMs?: number
  timeoutMs?: number
}

/**
 * A simulated player: its own client address and keep-alive connections, its session, a game token for the
 * originals slot, a bank account, and the balance it last saw. Every request goes into the recorder; every
 * money answer is checked against the balance before it.
 */
export class Player {
  readonly client: Client
  readonly site: Site
  readonly accountId: string
  readonly phone: string
  readonly password: string
  auth = ''
  gameToken = ''
  minStake = 0
  methodId = 0
  minDeposit = 0
  fee = 0
  bankAccountId = 0
  /** The balance the last answer showed. */
  balance = 0
  /** Pin every request to one backend server (`a`, `b`), or none. */
  pin: string | undefined
  /** Set when the run ends: a money request stops being resent. */
  stopped = false
  /** Where this player's requests are recorded (a test may hand a group of players a recorder of its own). */
  recorder: Recorder
  private readonly random: () => number
  private readonly retryMs: number
  private readonly sent: MoneyRecord[] = []

  constructor(options: PlayerOptions & { runId: string }) {
    this.site = options.site
    this.recorder = options.recorder
    this.random = options.random
    this.retryMs = options.retryMs ?? 30_000
    this.client = new Client({
      baseUrl: options.baseUrl,
      localAddress: playerAddress(options.index),
      timeoutMs: options.timeoutMs ?? 15_000,
    })
    this.accountId = `c${options.runId}${options.index.toString(36)}`.slice(0, 20)
    this.phone = newPhone()
    this.password = `Cluster-${options.runId}-${options.index}`
  }

  get who() {
    return { account_id: this.accountId, auth: this.auth, domain_name: this.site.domain_name }
  }

  /** Sends one call and records it. */
  async send(call: ApiCallName, body: unknown, kind: string = call): Promise<Outcome> {
    const outcome = await this.client.call(call, body, { pin: this.pin })
    this.recorder.add({ kind, call, player: this.accountId, outcome, correct: isCorrect(call, outcome) })
    return outcome
  }

  /** Sends a call that must succeed (set-up steps); throws with what came back otherwise. */
  async must(call: ApiCallName, body: unknown): Promise<Record<string, unknown>> {
    const outcome = await this.send(call, body)
    if (!outcome.answered || outcome.status !== 200 || outcome.json?.statusCode !== 1)
      throw new Error(`${this.accountId}: ${call} failed: ${show(outcome)}`)
    return outcome.json
  }

  /** Sign-up as docs/product.md#sign-up has it: a code to the phone, the code verified, then the account. */
  async signUp(db: pg.Pool) {
    const account = { ...this.site, account_id: this.accountId }
    await this.must('tacRequestNewRegister', { ...account, contact_phone: this.phone })
    const tac = await codeFor(db, this.phone)
    await this.must('tacVerify', { ...account, tac })
    const answer = await this.must('signup', {
      ...account,
      password: this.password,
      contact_phone: this.phone,
    })
    this.auth = String(answer.token)
  }

  /** Signs in with the password: a new session (and a new game token on it). */
  async signIn() {
    const answer = await this.must('login', {
      ...this.site,
      account_id: this.accountId,
      password: this.password,
    })
    this.auth = String(answer.token)
    this.recorder.signIns++
  }

  /** What a player does once signed up: the deposit method, a bank account, a first deposit, the slot. */
  async setUp(units: number) {
    const methods = apiCalls.depositMethods.response.parse(
      await this.must('depositMethods', this.who),
    ).methods
    const instant = methods.find((method) => !method.needs_approval)
    if (!instant) throw new Error(`${this.site.domain_name} has no instant deposit method`)
    this.methodId = instant.method_id
    this.minDeposit = instant.min_amount
    this.fee = instant.fee
    const banks = apiCalls.bankList.response.parse(await this.must('bankList', this.who)).banks
    const added = await this.must('addBank', {
      ...this.who,
      bank_code: banks[0]?.bank_code,
      holder_name: 'Cluster Player',
      account_no: `7${String(Math.floor(this.random() * 1e10)).padStart(10, '0')}`,
    })
    this.bankAccountId = Number(added.bank_account_id)
    const balance = apiCalls.getBalance.response.parse(await this.must('getBalance', this.who)).game_balance
    this.balance = balance
    await this.deposit(this.minDeposit * units)
    await this.launch()
  }

  async launch() {
    const launched = apiCalls.gameLaunch.response.parse(
      await this.must('gameLaunch', {
        ...this.who,
        ...this.site,
        game_code: slotGame?.game_code,
        provider_code: originalsProviderCode,
      }),
    )
    this.gameToken = launched.game_token
    const info = apiCalls.originalsInfo.response.parse(
      await this.must('originalsInfo', { game_token: this.gameToken }),
    )
    this.minStake = info.min_stake
  }

  /**
   * A money request as the site sends it (docs/architecture.md#wallet): one request_id for the submission, sent
   * again with the same body while it gets no answer or a 5xx, for at most `retryMs`. Its OK answer is checked:
   * the balance it shows is the previous one moved by exactly this request. Answers the OK answer, or undefined
   * (refused, or never answered).
   */
  async money(
    call: MoneyRecord['call'],
    body: Record<string, unknown>,
    amount: number,
    expected: (before: number, answer: Record<string, unknown>) => number,
  ): Promise<Record<string, unknown> | undefined> {
    const until = Date.now() + this.retryMs
    let attempts = 0
    for (;;) {
      attempts++
      const outcome = await this.send(call, body)
      if (outcome.answered && outcome.status < 500 && outcome.json) {
        if (outcome.status === 200 && outcome.json.statusCode === 1) {
          const answer = outcome.json
          const record: MoneyRecord = {
            call,
            player: this.accountId,
            requestId: String(body.request_id),
            body,
            amount,
            answer,
            attempts,
          }
          this.recorder.money.push(record)
          this.sent.push(record)
          const want = expected(this.balance, answer)
          if (answer.balance !== want)
            this.recorder.balanceJumps.push(
              `${this.accountId} ${call} ${record.requestId}: balance ${String(answer.balance)}, expected ${want}`,
            )
          this.balance = Number(answer.balance)
          return answer
        }
        // A refusal (4xx): nothing moved, by the API's contract.
        this.recorder.unsettled.push(`${this.accountId} ${call}: ${show(outcome)}`)
        return undefined
      }
      if (Date.now() > until || this.stopped) {
        this.recorder.unsettled.push(`${this.accountId} ${call} ${String(body.request_id)}: ${show(outcome)}`)
        return undefined
      }
      await sleep(Math.min(1000, 50 * 2 ** Math.min(attempts, 5)))
    }
  }

  deposit(amount: number) {
    return this.money(
      'deposit',
      { ...this.who, method_id: this.methodId, amount, request_id: crypto.randomUUID() },
      amount,
      (before) => before + amount - this.fee,
    )
  }

  withdraw(amount: number) {
    return this.money(
      'withdraw',
      { ...this.who, bank_account_id: this.bankAccountId, amount, request_id: crypto.randomUUID() },
      amount,
      (before) => before - amount,
    )
  }

  round(stake = this.minStake) {
    return this.money(
      'originalsRound',
      {
        game_token: this.gameToken,
        stake,
        request_id: crypto.randomUUID(),
        choice: { engine: 'slot', lines: 10 },
      },
      stake,
      (before, answer) => before - stake + Number(answer.win),
    )
  }

  /** Sends an earlier money request again, request_id and body unchanged: the first answer must come back. */
  async replay(): Promise<void> {
    const earlier = this.sent[Math.floor(this.random() * this.sent.length)]
    if (!earlier) return
    this.recorder.replays.sent++
    const outcome = await this.send(earlier.call, earlier.body, 'replay')
    // No answer, or a 5xx (a fault under way): the replay tells nothing; the attempt itself is counted.
    if (!outcome.answered || outcome.status >= 500) this.recorder.replays.unanswered++
    else if (outcome.status === 200 && canonical(outcome.json) === canonical(earlier.answer))
      this.recorder.replays.same++
    else this.recorder.replays.different.push(`${this.accountId} ${earlier.requestId}: ${show(outcome)}`)
  }

  /** Browsing: the start-up answer, a lobby page (a category, a search, a page), the hot games. */
  async browse() {
    const roll = this.random()
    if (roll < 0.3) {
      await this.send('startup', { domain_name: this.site.domain_name })
    } else if (roll < 0.8) {
      const pick = <T>(items: readonly T[]) => items[Math.floor(this.random() * items.length)]
      await this.send('getGames', {
        ...this.site,
        category: this.random() < 0.7 ? pick(categories) : undefined,
        search: this.random() < 0.4 ? pick(searches) : undefined,
        page: 1 + Math.floor(this.random() * 3),
        page_size: 48,
      })
    } else {
      await this.send('getHotGames', { ...this.site, game_type: '' })
    }
  }

  /** One step of the simulated session: browse, check the balance, bet, deposit, withdraw or replay. */
  async step(options: { signIn: () => boolean }) {
    const roll = this.random()
    if (roll < 0.4) return this.browse()
    if (roll < 0.48) {
      const outcome = await this.send('getBalance', this.who)
      if (outcome.answered && outcome.status === 200 && typeof outcome.json?.game_balance === 'number') {
        if (outcome.json.game_balance !== this.balance)
          this.recorder.balanceJumps.push(
            `${this.accountId} get_balance: ${outcome.json.game_balance}, last answer said ${this.balance}`,
          )
      }
      return
    }
    if (roll < 0.8) {
      if (this.balance < this.minStake) {
        await this.deposit(this.minDeposit * 5)
        return
      }
      await this.round()
      return
    }
    if (roll < 0.87) {
      await this.deposit(this.minDeposit * (1 + Math.floor(this.random() * 3)))
      return
    }
    if (roll < 0.94) {
      const amount = Math.floor(this.balance / 10)
      if (amount >= 1) await this.withdraw(amount)
      return
    }
    if (roll < 0.985) return this.replay()
    if (options.signIn()) {
      try {
        await this.signIn()
        await this.launch()
      } catch {
        // Recorded as a failed attempt; the player goes on with the session it has.
      }
      return
    }
    return this.browse()
  }

  close() {
    this.client.close()
  }
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
export async function inBatches<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T
        await work(item)
      }
    }),
  )
}
