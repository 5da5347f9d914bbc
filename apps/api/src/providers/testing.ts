import { type ProviderCallbackName, providerSignatureHeader } from '@lobbykit/contract'
import { eq, sql } from 'drizzle-orm'
import { providers } from '../db/schema'
import { type CallResult, rowsOf, type TestApp } from '../testing/testApp'
import { signCallback } from './signature'

/** For tests: a provider's wallet secret, as the seed stored it. */
export async function walletSecretOf(t: TestApp, providerCode: string): Promise<string> {
  const [row] = await t.database.db
    .select({ secret: providers.walletSecret })
    .from(providers)
    .where(eq(providers.code, providerCode))
  if (!row?.secret) throw new Error(`provider ${providerCode} has no wallet secret`)
  return row.secret
}

/**
 * For tests: a provider's seamless-wallet callback, signed as the provider signs it (or with `secret` when
 * given, to forge one). The path names `provider`; the body is sent as given.
 */
export async function signedCallback(
  t: TestApp,
  provider: string,
  name: ProviderCallbackName,
  body: Record<string, unknown>,
  options: { secret?: string; signature?: string } = {},
): Promise<CallResult> {
  const raw = JSON.stringify(body)
  const secret = options.secret ?? (await walletSecretOf(t, provider))
  const response = await t.post(`/api/provider/${provider}/${name}`, raw, {
    [providerSignatureHeader]: options.signature ?? signCallback(secret, raw),
  })
  return { status: response.status, json: (await response.json()) as CallResult['json'] }
}

/**
 * For tests: every wallet against its ledger, over the whole database, for all five wallet columns (game
 * balance, bonus balance of docs/product.md#deposit-bonus, game tokens, minigame tokens and frozen minigame tokens):
 * how many wallets disagree, and the lowest balance and balance_after anywhere.
 */
export async function walletAudit(t: TestApp) {
  const sumOf = (wallet: string) =>
    sql.raw(
      `coalesce((select sum(l.amount) from ledger_entries l where l.player_id = w.player_id and l.wallet = '${wallet}'), 0)`,
    )
  const [row] = rowsOf<{ mismatched: number; lowest_balance: number; lowest_after: number }>(
    await t.database.db.execute(sql`
      select
        (select count(*)::int from wallets w where
          w.game_balance <> ${sumOf('game_balance')}
          or w.bonus_balance <> ${sumOf('bonus_balance')}
          or w.game_token <> ${sumOf('game_token')}
          or w.minigame_token_balance <> ${sumOf('minigame_token')}
          or w.minigame_frozen_token <> ${sumOf('minigame_frozen')}
        ) as mismatched,
        (select least(min(game_balance), min(bonus_balance), min(game_token), min(minigame_token_balance), min(minigame_frozen_token))::int
          from wallets) as lowest_balance,
        (select min(balance_after)::int from ledger_entries) as lowest_after`),
  )
  if (!row) throw new Error('no audit row')
  return row
}
