import { demoAmount } from './money'
import { between, pick, seededRandom } from './random'

export interface LedgerPlan {
  wallet: 'game_balance' | 'game_token' | 'minigame_token' | 'minigame_frozen'
  kind: 'deposit' | 'withdrawal' | 'bet' | 'win' | 'token_grant'
  amount: number
  balanceAfter: number
  gameCode: string | null
  /** A bet and its win share the number of their round (the player's n-th bet); seed.ts makes its game_rounds row. */
  round?: number
  createdAt: Date
}

export interface PlayerPlan {
  accountId: string
  fullName: string
  phone: string
  email: string
  isDemo: boolean
  phoneVerified: boolean
  lastLoginAt: Date | null
  createdAt: Date
  ledger: LedgerPlan[]
  wallet: {
    gameBalance: number
    gameToken: number
    minigameTokenBalance: number
    minigameFrozenToken: number
  }
}

const firstNames = [
  'Maria',
  'Jose',
  'Ana',
  'Mark',
  'Grace',
  'Paolo',
  'Liza',
  'Ramon',
  'Joy',
  'Carlo',
  'Bea',
  'Miguel',
  'Trang',
  'Minh',
  'Linh',
  'Aisyah',
  'Farid',
  'Nurul',
  'Kevin',
  'Rina',
  'Dan',
  'Ivy',
  'Leo',
  'Mika',
]
const lastNames = ['Santos', 'Reyes', 'Cruz', 'Nguyen', 'Tran', 'Rahman', 'Tan', 'Lim', 'Garcia', 'Bautista']

const hour = 3_600_000
const day = 24 * hour

/** The demo account on every tenant. */
export const demoAccount = { accountId: 'demo', password: 'demo1234', fullName: 'Demo Player' }

/**
 * A player's money story over the last 30 days: deposits, bets and wins, some withdrawals. `unit` is the
 * step of the amounts in the tenant's minor units (₱10 in PHP: 1,000 centavos; 5,000 ₫ in VND).
 */
function simulate(
  random: () => number,
  start: Date,
  now: Date,
  options: { lastHourWithdrawal: boolean; unit: number },
  games: string[],
) {
  const { unit } = options
  const ledger: LedgerPlan[] = []
  let balance = 0
  let time = start.getTime()
  let rounds = 0
  const end = now.getTime() - 2 * hour
  const step = () => {
    time = Math.min(end, time + between(random, 10, 600) * 60_000)
    return new Date(time)
  }
  const deposits = between(random, 1, 4)
  for (let round = 0; round < deposits; round++) {
    const deposit = between(random, 20, 500) * unit
    balance += deposit
    ledger.push({
      wallet: 'game_balance',
      kind: 'deposit',
      amount: deposit,
      balanceAfter: balance,
      gameCode: null,
      createdAt: step(),
    })
    const bets = between(random, 4, 10)
    for (let bet = 0; bet < bets; bet++) {
      const stake = Math.min(balance, between(random, 1, 50) * unit)
      if (stake <= 0) break
      const game = pick(random, games)
      const roundNo = rounds++
      balance -= stake
      ledger.push({
        wallet: 'game_balance',
        kind: 'bet',
        amount: -stake,
        balanceAfter: balance,
        gameCode: game,
        round: roundNo,
        createdAt: step(),
      })
      if (random() < 0.38) {
        const win = Math.round(stake * (0.5 + random() * (random() < 0.1 ? 40 : 3)))
        balance += win
        ledger.push({
          wallet: 'game_balance',
          kind: 'win',
          amount: win,
          balanceAfter: balance,
          gameCode: game,
          round: roundNo,
          createdAt: step(),
        })
      }
    }
    if (balance > 50 * unit && random() < 0.5) {
      const withdrawal = Math.floor((balance * (0.3 + random() * 0.5)) / unit) * unit
      balance -= withdrawal
      ledger.push({
        wallet: 'game_balance',
        kind: 'withdrawal',
        amount: -withdrawal,
        balanceAfter: balance,
        gameCode: null,
        createdAt: step(),
      })
    }
  }
  if (options.lastHourWithdrawal && balance >= 2 * unit) {
    const withdrawal = Math.floor(balance / (2 * unit)) * unit
    balance -= withdrawal
    ledger.push({
      wallet: 'game_balance',
      kind: 'withdrawal',
      amount: -withdrawal,
      balanceAfter: balance,
      gameCode: null,
      createdAt: new Date(now.getTime() - between(random, 1, 50) * 60_000),
    })
  }
  return { ledger, balance }
}

/**
 * Seeded tokens. No minigame token is left frozen: a frozen token belongs to a lucky spin waiting to be collected
 * (docs/product.md#minigame), and the seed makes no spins. (The third draw is kept so the rest of the demo
 * data stays as it was.)
 */
function tokens(random: () => number, at: Date) {
  const gameToken = between(random, 5, 50)
  const minigame = between(random, 3, 12)
  between(random, 0, 2)
  const ledger: LedgerPlan[] = [
    {
      wallet: 'game_token',
      kind: 'token_grant',
      amount: gameToken,
      balanceAfter: gameToken,
      gameCode: null,
      createdAt: at,
    },
    {
      wallet: 'minigame_token',
      kind: 'token_grant',
      amount: minigame,
      balanceAfter: minigame,
      gameCode: null,
      createdAt: at,
    },
  ]
  return { ledger, gameToken, minigameTokenBalance: minigame, minigameFrozenToken: 0 }
}

/** Players per tenant: the demo player and 15 others.  */
export const playersPerTenant = 16

/**
 * The demo player and the other players of one tenant, with a consistent ledger and wallets, in minor units
 * of the tenant's currency.
 */
export function playersOf(
  tenantCode: string,
  tenantIndex: number,
  games: string[],
  now: Date,
  currency = 'PHP',
): PlayerPlan[] {
  const unit = demoAmount(currency, 1_000)
  const random = seededRandom(`players:${tenantCode}`)
  const plans: PlayerPlan[] = []
  for (let index = 0; index < playersPerTenant; index++) {
    const isDemo = index === 0
    const first = pick(random, firstNames)
    const last = pick(random, lastNames)
    const createdAt = new Date(now.getTime() - between(random, 31, 400) * day)
    const money = simulate(
      random,
      new Date(now.getTime() - 30 * day),
      now,
      { lastHourWithdrawal: index % 8 === 3, unit },
      games,
    )
    const token = tokens(random, new Date(now.getTime() - 20 * day))
    const accountId = isDemo
      ? demoAccount.accountId
      : `${first.toLowerCase()}${String(between(random, 10, 99))}${index}`
    plans.push({
      accountId,
      fullName: isDemo ? demoAccount.fullName : `${first} ${last}`,
      phone: `+63917${String(tenantIndex).padStart(2, '0')}${String(index).padStart(5, '0')}`,
      email: isDemo ? `demo@${tenantCode}.localhost` : `${accountId}@mail.example`,
      isDemo,
      phoneVerified: isDemo || random() < 0.8,
      lastLoginAt: isDemo
        ? new Date(now.getTime() - hour)
        : new Date(now.getTime() - between(random, 1, 96) * hour),
      createdAt,
      ledger: [...token.ledger, ...money.ledger].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
      ),
      wallet: {
        gameBalance: money.balance,
        gameToken: token.gameToken,
        minigameTokenBalance: token.minigameTokenBalance,
        minigameFrozenToken: token.minigameFrozenToken,
      },
    })
  }
  return plans
}

/**
 * The demo player's inbox: two rewards to claim, two plain messages (one already read), each saying only what the
 * product does (docs/product.md#seeded-texts).
 */
export function demoInbox(siteName: string, now: Date, currency = 'PHP') {
  return [
    {
      title: `Welcome to ${siteName}`,
      body: 'Your account is ready. Claim this welcome gift to start playing.',
      reward: demoAmount(currency, 5_000),
      readAt: null,
      createdAt: new Date(now.getTime() - 9 * day),
    },
    {
      title: 'A gift for you',
      body: 'Claim this reward: it goes to your balance at once.',
      reward: demoAmount(currency, 12_500),
      readAt: null,
      createdAt: new Date(now.getTime() - 2 * day),
    },
    {
      title: 'Set your own limits',
      body: 'You can set deposit limits, a reality check, a time-out or a self-exclusion on the Responsible gaming page.',
      reward: 0,
      readAt: null,
      createdAt: new Date(now.getTime() - day),
    },
    {
      title: 'Your VIP level',
      body: 'Your level rises with your deposits and your bets: the VIP page shows how far you are from the next one.',
      reward: 0,
      readAt: new Date(now.getTime() - 3 * day),
      createdAt: new Date(now.getTime() - 4 * day),
    },
  ]
}
