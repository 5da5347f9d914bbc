import { apiMessages, currencyExponent, productCategoryKeys } from '@lobbykit/contract'
import type { BonusOffer, BonusStatus, OptInBonusResponse, PlayerBonus } from '@lobbykit/contract/calls/bonus'
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { type BalanceMove, lockWallet, moveBalance, type WalletOwner } from '../cashier/ledger'
import type { Db } from '../db/client'
import { bonusOffers, games, ledgerEntries, playerBonuses, tenants, wallets } from '../db/schema'
import { Refusal } from '../http/refusal'

/**
 * Deposit bonuses (docs/product.md#deposit-bonus). A player opts in to an offer; their next qualifying deposit credits
 * the bonus balance (a `bonus_credit` row of the `bonus_balance` wallet) in the deposit's transaction; stakes on games
 * of the offer's categories count towards its wagering; once `wagered >= wagering_required` the bonus balance moves
 * to the game balance once (`bonus_release`), and a withdrawal that accepts it forfeits the bonus balance
 * (`bonus_forfeit`). Every move runs in a transaction holding the wallet's lock (docs/architecture.md#money).
 */

type BonusRow = typeof playerBonuses.$inferSelect
type OfferRow = typeof bonusOffers.$inferSelect

/** A bonus still under way: opted in, or credited and being wagered. The partial unique index allows one. */
const openStatuses = ['opted_in', 'active'] as const

export const bonusReference = (bonusId: number) => `bonus:${bonusId}`

/** An amount in minor units as the plain words show it: `1,500.00 PHP`. */
export function moneyText(amount: number, currency: string): string {
  const exponent = currencyExponent(currency)
  const major = (amount / 10 ** exponent).toLocaleString('en-US', {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  })
  return `${major} ${currency}`
}

/** docs/product.md#deposit-bonus: where a bonus stands, in one English sentence. */
export function progressText(
  bonus: Pick<BonusRow, 'status' | 'minDeposit' | 'wagered' | 'wageringRequired' | 'closedAmount'>,
  currency: string,
): string {
  const money = (amount: number) => moneyText(amount, currency)
  switch (bonus.status as BonusStatus) {
    case 'opted_in':
      return `Deposit at least ${money(bonus.minDeposit)} to receive your bonus.`
    case 'active': {
      const left = Math.max(0, bonus.wageringRequired - bonus.wagered)
      return `You have staked ${money(Math.min(bonus.wagered, bonus.wageringRequired))} of ${money(bonus.wageringRequired)} on eligible games; ${money(left)} to go.`
    }
    case 'completed':
      return `Wagering complete: ${money(bonus.closedAmount)} of bonus moved to your balance.`
    case 'forfeited':
      return `Forfeited: ${money(bonus.closedAmount)} of bonus was removed when you withdrew.`
    default:
      return 'The offer ended before a qualifying deposit.'
  }
}

const isRunning = (offer: Pick<OfferRow, 'startsAt' | 'endsAt'>, now: Date) =>
  offer.startsAt <= now && (offer.endsAt === null || offer.endsAt > now)

async function currencyOf(db: Db, tenantId: number): Promise<string> {
  const [tenant] = await db
    .select({ currency: tenants.currency })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
  return tenant?.currency ?? 'PHP'
}

async function playerBonusOf(db: Db, bonus: BonusRow): Promise<PlayerBonus> {
  // A mission's bonus has no offer: its code and titles answer '' and the site words it (docs/product.md#missions).
  const { offerId } = bonus
  const [[offer], [wallet], currency] = await Promise.all([
    offerId === null
      ? Promise.resolve([])
      : db
          .select({ code: bonusOffers.code, title: bonusOffers.title, localTitle: bonusOffers.localTitle })
          .from(bonusOffers)
          .where(eq(bonusOffers.id, offerId)),
    db.select({ bonus: wallets.bonusBalance }).from(wallets).where(eq(wallets.playerId, bonus.playerId)),
    currencyOf(db, bonus.tenantId),
  ])
  return {
    offer_code: offer?.code ?? '',
    title: offer?.title ?? '',
    local_title: offer?.localTitle ?? '',
    status: bonus.status as BonusStatus,
    bonus_amount: bonus.bonusAmount,
    bonus_balance: bonus.status === 'active' ? (wallet?.bonus ?? 0) : 0,
    wagering_required: bonus.wageringRequired,
    wagered: bonus.wagered,
    categories: bonus.categories,
    min_deposit: bonus.minDeposit,
    progress_text: progressText(bonus, currency),
  }
}

/** The player's open bonus (opted in or active), or undefined. */
export async function openBonusOf(db: Db, playerId: number): Promise<BonusRow | undefined> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.status, [...openStatuses])))
  return row
}

/** docs/product.md#deposit-bonus: an opt-in whose offer ended before a qualifying deposit closes as `expired`. */
async function expireStale(tx: Db, playerId: number, now: Date): Promise<void> {
  await tx
    .update(playerBonuses)
    .set({ status: 'expired', closedAt: now })
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.status, 'opted_in'),
        lte(playerBonuses.endsAt, now),
      ),
    )
}

/** The tenant's running offers with whether the player may opt in, and the player's open bonus. */
export async function bonusOffersOf(
  db: Db,
  owner: WalletOwner,
  now: Date,
): Promise<{ value: BonusOffer[]; bonus: PlayerBonus | null }> {
  const [offers, open] = await Promise.all([
    db
      .select()
      .from(bonusOffers)
      .where(
        and(
          eq(bonusOffers.tenantId, owner.tenantId),
          lte(bonusOffers.startsAt, now),
          or(isNull(bonusOffers.endsAt), gt(bonusOffers.endsAt, now)),
        ),
      )
      .orderBy(asc(bonusOffers.position), asc(bonusOffers.id)),
    openBonusOf(db, owner.id),
  ])
  const stillOpen = open && !(open.status === 'opted_in' && open.endsAt !== null && open.endsAt <= now)
  return {
    value: offers.map((offer) => ({
      offer_code: offer.code,
      title: offer.title,
      local_title: offer.localTitle,
      terms: offer.terms,
      local_terms: offer.localTerms,
      image_url: offer.imageUrl,
      percent: offer.percent,
      max_bonus: offer.maxBonus,
      min_deposit: offer.minDeposit,
      wagering_multiple: offer.wageringMultiple,
      categories: offer.categories,
      starts_at: offer.startsAt.toISOString(),
      ends_at: offer.endsAt?.toISOString() ?? null,
      can_opt_in: !stillOpen,
    })),
    bonus: stillOpen ? await playerBonusOf(db, open) : null,
  }
}

type OptInAnswer = Omit<OptInBonusResponse, 'statusCode' | 'message' | 'statusMessage'>

async function optInReplay(db: Db, owner: WalletOwner, requestId: string, offerCode: string) {
  const [earlier] = await db
    .select({ bonus: playerBonuses, code: bonusOffers.code })
    .from(playerBonuses)
    .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
    .where(and(eq(playerBonuses.playerId, owner.id), eq(playerBonuses.requestId, requestId)))
  if (!earlier) return undefined
  if (earlier.code !== offerCode) throw new Refusal(409, apiMessages.requestIdReused)
  return { bonus: await playerBonusOf(db, earlier.bonus) } satisfies OptInAnswer
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true
  return false
}

/**
 * docs/product.md#deposit-bonus: opts the player in to a running offer, its terms copied to the bonus row. Under the
 * wallet's lock, and the partial unique index lets one open bonus per player in whatever races past it. The same
 * request_id again answers the first opt-in.
 */
export async function optInBonus(
  db: Db,
  owner: WalletOwner,
  offerCode: string,
  requestId: string,
  now: Date,
): Promise<OptInAnswer> {
  try {
    return await db.transaction(async (tx) => {
      await lockWallet(tx, owner.id)
      const replay = await optInReplay(tx, owner, requestId, offerCode)
      if (replay) return replay
      const [offer] = await tx
        .select()
        .from(bonusOffers)
        .where(and(eq(bonusOffers.tenantId, owner.tenantId), eq(bonusOffers.code, offerCode)))
      if (!offer) throw new Refusal(404, apiMessages.bonusOfferNotFound)
      if (!isRunning(offer, now)) throw new Refusal(409, apiMessages.bonusOfferExpired)
      await expireStale(tx, owner.id, now)
      if (await openBonusOf(tx, owner.id)) throw new Refusal(409, apiMessages.bonusAlreadyOpen)
      const [row] = await tx
        .insert(playerBonuses)
        .values({
          tenantId: owner.tenantId,
          playerId: owner.id,
          offerId: offer.id,
          requestId,
          status: 'opted_in',
          percent: offer.percent,
          maxBonus: offer.maxBonus,
          minDeposit: offer.minDeposit,
          wageringMultiple: offer.wageringMultiple,
          categories: offer.categories,
          endsAt: offer.endsAt,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning()
      if (!row) throw new Refusal(409, apiMessages.bonusAlreadyOpen)
      return { bonus: await playerBonusOf(tx, row) }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const replay = await optInReplay(db, owner, requestId, offerCode)
    if (replay) return replay
    throw new Refusal(409, apiMessages.bonusAlreadyOpen)
  }
}

/**
 * Adds `amount` (signed) to the bonus balance with its `bonus_balance` ledger row, in the caller's transaction. A
 * debit larger than the balance changes nothing and answers undefined. Answers the bonus balance after.
 */
export async function moveBonusBalance(tx: Db, move: BalanceMove): Promise<number | undefined> {
  return (await moveBalance(tx, 'bonus_balance', move))?.balance
}

/** Moves the bonus balance to the game balance (`bonus_release`, two rows) or away (`bonus_forfeit`) and closes it. */
async function closeBonus(
  tx: Db,
  owner: WalletOwner,
  bonusId: number,
  outcome: 'completed' | 'forfeited',
  now: Date,
): Promise<number> {
  const [closed] = await tx
    .update(playerBonuses)
    .set({ status: outcome, closedAt: now })
    .where(and(eq(playerBonuses.id, bonusId), eq(playerBonuses.status, 'active')))
    .returning({ id: playerBonuses.id })
  if (!closed) return 0
  const [wallet] = await tx
    .select({ bonus: wallets.bonusBalance })
    .from(wallets)
    .where(eq(wallets.playerId, owner.id))
  const amount = wallet?.bonus ?? 0
  const reference = bonusReference(bonusId)
  if (amount > 0) {
    const kind = outcome === 'completed' ? 'bonus_release' : 'bonus_forfeit'
    if ((await moveBonusBalance(tx, { owner, amount: -amount, kind, reference, now })) === undefined)
      throw new Error(`Bonus ${bonusId} could not be closed`)
    if (
      outcome === 'completed' &&
      !(await moveBalance(tx, 'game_balance', { owner, amount, kind, reference, now }))
    )
      throw new Error(`Bonus ${bonusId} could not be released`)
  }
  await tx.update(playerBonuses).set({ closedAmount: amount }).where(eq(playerBonuses.id, bonusId))
  return amount
}

/**
 * docs/product.md#deposit-bonus: a credited deposit of at least the opted-in bonus's minimum, while its offer runs,
 * credits `percent` of the deposit, at most `max_bonus`, once: the conditional update from `opted_in` lets one deposit
 * in. Runs in the deposit's transaction, which holds the wallet lock.
 */
export async function creditDepositBonus(
  tx: Db,
  owner: WalletOwner,
  deposit: { id: number; amount: number },
  now: Date,
): Promise<void> {
  await expireStale(tx, owner.id, now)
  const [bonus] = await tx
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, owner.id), eq(playerBonuses.status, 'opted_in')))
  if (!bonus || deposit.amount < bonus.minDeposit) return
  const amount = Math.min(bonus.maxBonus, Math.floor((deposit.amount * bonus.percent) / 100))
  if (amount <= 0) return
  const [credited] = await tx
    .update(playerBonuses)
    .set({
      status: 'active',
      bonusAmount: amount,
      wageringRequired: amount * bonus.wageringMultiple,
      depositTransactionId: deposit.id,
      creditedAt: now,
    })
    .where(and(eq(playerBonuses.id, bonus.id), eq(playerBonuses.status, 'opted_in')))
    .returning()
  if (!credited) return
  const after = await moveBonusBalance(tx, {
    owner,
    amount,
    kind: 'bonus_credit',
    reference: bonusReference(bonus.id),
    now,
  })
  if (after === undefined) throw new Error(`Bonus ${bonus.id} could not be credited`)
  if (credited.wageringRequired <= 0) await closeBonus(tx, owner, bonus.id, 'completed', now)
}

/**
 * docs/product.md#missions: a mission's bonus reward, in the claim's transaction (which holds the wallet lock). It
 * joins the player's active bonus (amount and wagering raised by the reward and the mission's multiple), or opens an
 * active bonus of its own on every category, released at once when it needs no wagering. An opt-in waiting for its
 * deposit refuses it (`bonusWaitingForDeposit`): the claim rolls back and nothing is paid. The reward moves the bonus
 * balance with a `mission_reward` row under `reference`.
 */
export async function creditMissionBonus(
  tx: Db,
  owner: WalletOwner,
  mission: { code: string; reward: number; wageringMultiple: number },
  reference: string,
  now: Date,
): Promise<void> {
  const { code, reward, wageringMultiple } = mission
  const wagering = reward * wageringMultiple
  await expireStale(tx, owner.id, now)
  const open = await openBonusOf(tx, owner.id)
  if (open?.status === 'opted_in') throw new Refusal(409, apiMessages.bonusWaitingForDeposit)
  let bonus: BonusRow | undefined
  if (open) {
    ;[bonus] = await tx
      .update(playerBonuses)
      .set({
        bonusAmount: sql`${playerBonuses.bonusAmount} + ${reward}`,
        wageringRequired: sql`${playerBonuses.wageringRequired} + ${wagering}`,
      })
      .where(and(eq(playerBonuses.id, open.id), eq(playerBonuses.status, 'active')))
      .returning()
  } else {
    ;[bonus] = await tx
      .insert(playerBonuses)
      .values({
        tenantId: owner.tenantId,
        playerId: owner.id,
        offerId: null,
        missionCode: code,
        requestId: reference,
        status: 'active',
        percent: 0,
        maxBonus: reward,
        minDeposit: 0,
        wageringMultiple,
        categories: [...productCategoryKeys],
        bonusAmount: reward,
        wageringRequired: wagering,
        creditedAt: now,
        createdAt: now,
      })
      .returning()
  }
  if (!bonus) throw new Error(`Mission ${code} could not credit a bonus to player ${owner.id}`)
  const after = await moveBonusBalance(tx, { owner, amount: reward, kind: 'mission_reward', reference, now })
  if (after === undefined) throw new Error(`Player ${owner.id} has no wallet`)
  if (bonus.wagered >= bonus.wageringRequired) await closeBonus(tx, owner, bonus.id, 'completed', now)
}

/** The player's active bonus, or undefined. */
export async function activeBonusOf(tx: Db, playerId: number): Promise<BonusRow | undefined> {
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active')))
  return row
}

/**
 * docs/product.md#deposit-bonus: a stake (positive) or a refunded stake (negative) on a game of the active bonus's
 * categories moves `wagered`; when it reaches `wagering_required` the bonus balance is released to cash, once.
 */
export async function countWagering(
  tx: Db,
  owner: WalletOwner,
  gameId: number,
  amount: number,
  now: Date,
): Promise<void> {
  const bonus = await activeBonusOf(tx, owner.id)
  if (!bonus || amount === 0) return
  const [game] = await tx.select({ category: games.category }).from(games).where(eq(games.id, gameId))
  if (!game || !bonus.categories.includes(game.category)) return
  const [row] = await tx
    .update(playerBonuses)
    .set({ wagered: sql`greatest(0, ${playerBonuses.wagered} + ${amount})` })
    .where(and(eq(playerBonuses.id, bonus.id), eq(playerBonuses.status, 'active')))
    .returning({ wagered: playerBonuses.wagered, required: playerBonuses.wageringRequired })
  if (row && amount > 0 && row.wagered >= row.required)
    await closeBonus(tx, owner, bonus.id, 'completed', now)
}

/**
 * docs/product.md#deposit-bonus: a withdrawal during an active bonus with a balance is refused with the amount it
 * would forfeit, unless the player accepted; then the bonus balance is forfeited (a `bonus_forfeit` row) in the
 * withdrawal's transaction. A bonus whose balance is spent closes as forfeited with nothing to lose. Call under the
 * wallet's lock.
 */
export async function forfeitForWithdrawal(
  tx: Db,
  owner: WalletOwner,
  accepted: boolean,
  now: Date,
): Promise<void> {
  const bonus = await activeBonusOf(tx, owner.id)
  if (!bonus) return
  const [wallet] = await tx
    .select({ bonus: wallets.bonusBalance })
    .from(wallets)
    .where(eq(wallets.playerId, owner.id))
  const atStake = wallet?.bonus ?? 0
  if (atStake > 0 && !accepted)
    throw new Refusal(409, apiMessages.bonusForfeitNotAccepted, { bonus_forfeit: atStake })
  await closeBonus(tx, owner, bonus.id, 'forfeited', now)
}

/** The bonus_balance part of a round's net stake (bets less refunds), and the whole net stake, from its ledger rows. */
export async function roundStakeSplit(
  tx: Db,
  playerId: number,
  reference: string,
): Promise<{ bonus: number; total: number }> {
  const [row] = await tx
    .select({
      bonus:
        sql<number>`coalesce(sum(case when ${ledgerEntries.wallet} = 'bonus_balance' then -${ledgerEntries.amount} else 0 end), 0)`.mapWith(
          Number,
        ),
      total: sql<number>`coalesce(sum(-${ledgerEntries.amount}), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        eq(ledgerEntries.reference, reference),
        inArray(ledgerEntries.kind, ['bet', 'bet_refund']),
        inArray(ledgerEntries.wallet, ['game_balance', 'bonus_balance']),
      ),
    )
  return { bonus: Math.max(0, row?.bonus ?? 0), total: Math.max(0, row?.total ?? 0) }
}
