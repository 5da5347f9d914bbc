import { apiCalls, type GameLaunchResponse, originalsGames, originalsProviderCode } from '@lobbykit/contract'
import { and, asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { games, players, providers, tenantDomains } from '../db/schema'
import { requestId, type SignedIn, signUp } from '../testing/players'
import type { TestApp } from '../testing/testApp'

/** For tests: the first catalogue game of a provider (by id), optionally of a category. */
export async function gameOfProvider(t: TestApp, providerCode: string, category?: string) {
  const [game] = await t.database.db
    .select({ code: games.code, category: games.category })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(providers.code, providerCode), category ? eq(games.category, category) : undefined))
    .orderBy(asc(games.id))
    .limit(1)
  if (!game) throw new Error(`no game of ${providerCode}`)
  return { game_code: game.code, provider_code: providerCode, category: game.category }
}

/** For tests: a new player of the site with `amount` deposited through the instant demo method. */
export async function fundedPlayer(
  t: TestApp,
  site: { domain_name: string; external_id: string },
  amount: number,
): Promise<SignedIn> {
  const who = await signUp(t, site)
  if (amount > 0) {
    const { methods } = apiCalls.depositMethods.response.parse((await t.call('depositMethods', who)).json)
    const instant = methods.find((method) => !method.needs_approval)
    const answer = await t.call('deposit', {
      ...who,
      method_id: instant?.method_id,
      amount,
      request_id: requestId(),
    })
    expect(answer.status, answer.json.message).toBe(200)
  }
  return who
}

/** For tests: launches a game for the player and answers the launch answer. */
export async function launchGame(
  t: TestApp,
  who: SignedIn,
  site: { domain_name: string; external_id: string },
  game: { game_code: string; provider_code: string },
): Promise<GameLaunchResponse> {
  const answer = await t.call('gameLaunch', {
    ...who,
    ...site,
    game_code: game.game_code,
    provider_code: game.provider_code,
  })
  expect(answer.status, answer.json.message).toBe(200)
  return apiCalls.gameLaunch.response.parse(answer.json)
}

/** For tests: the database id of a signed-in player. */
export async function playerIdOf(t: TestApp, who: SignedIn): Promise<number> {
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.accountId, who.account_id))
  if (!row) throw new Error(`no player ${who.account_id}`)
  return row.id
}

/** For tests: launches the originals slot for the player and plays `rounds` rounds of `stake` each, all answered. */
export async function playSlotRounds(
  t: TestApp,
  who: SignedIn,
  site: { domain_name: string; external_id: string },
  rounds: number,
  stake: number,
): Promise<void> {
  const slot = originalsGames.find((game) => game.engine === 'slot')
  const { game_token } = await launchGame(t, who, site, {
    game_code: slot?.game_code ?? '',
    provider_code: originalsProviderCode,
  })
  for (let n = 0; n < rounds; n++) {
    const answer = await t.call('originalsRound', {
      game_token,
      stake,
      request_id: requestId(),
      choice: { engine: 'slot', lines: 5 },
    })
    expect(answer.status, answer.json.message).toBe(200)
  }
}

/** For tests: the id of the tenant that serves `domain`. */
export async function tenantIdOf(t: TestApp, domain: string): Promise<number> {
  const [row] = await t.database.db
    .select({ tenantId: tenantDomains.tenantId })
    .from(tenantDomains)
    .where(eq(tenantDomains.domain, domain))
  if (!row) throw new Error(`no tenant serves ${domain}`)
  return row.tenantId
}
