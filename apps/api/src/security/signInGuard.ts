import { apiMessages } from '@lobbykit/contract'
import type { ApiContext } from '../context'
import { Refusal } from '../http/refusal'
import { countHits, hitRateLimits, type RateCheck } from './rateLimit'

/** The sign-in paths, each with its own failure count per account: failing one never slows another. */
export type SignInPath = 'password' | 'code' | 'reset' | 'current-password' | 'operator'

export interface SignInAttempt {
  path: SignInPath
  /** The account as the request names it (tenant and normalised id, or an operator's address): known or not. */
  account: string
  address: string
}

/** The longest a slowed sign-in waits: the real player still gets in, a few seconds later. */
export const longestSignInDelayMs = 8_000

/**
 * docs/architecture.md#sign-in-limits: past the free failures, each further failure doubles the wait, from 1 s to
 * 8 s. A wait, not a lock: nobody can shut a player out by failing on their behalf.
 */
export function signInDelayMs(failures: number, free: number): number {
  if (failures <= free) return 0
  return Math.min(1_000 * 2 ** (failures - free - 1), longestSignInDelayMs)
}

function checks(ctx: ApiContext, attempt: SignInAttempt): { account: RateCheck; address: RateCheck } {
  return {
    account: { key: `fail:${attempt.path}:${attempt.account}`, rule: ctx.rateRules.failuresPerAccount },
    address: { key: `fail:address:${attempt.address}`, rule: ctx.rateRules.failuresPerAddress },
  }
}

/**
 * Before a credential is checked: an address past its failures is refused (only that address: the attacker's),
 * and an account past its free failures waits its delay. Successes count for nothing.
 */
export async function beforeSignIn(ctx: ApiContext, attempt: SignInAttempt) {
  const now = ctx.now()
  const { account, address } = checks(ctx, attempt)
  if ((await countHits(ctx.db, address, now)) >= address.rule.max) {
    throw new Refusal(429, apiMessages.tooManyRequests)
  }
  const delay = signInDelayMs(await countHits(ctx.db, account, now), account.rule.max)
  if (delay > 0) await ctx.pause(delay)
}

/** After a failed check: one failure for the account's path and one for the address. */
export async function countSignInFailure(ctx: ApiContext, attempt: SignInAttempt) {
  const { account, address } = checks(ctx, attempt)
  await hitRateLimits(ctx.db, [account, address], ctx.now())
}
