import { useLingui } from '@lingui/react/macro'
import type { MinigameStateResponse } from '@lobbykit/contract/calls/minigame'
import { Facts, Muted } from '../../shell/Page'
import { useFormatters } from '../../shell/useMoney'
import * as styles from './engagement.css'
import * as minigame from './minigame.css'

/**
 * The minigame token wallet (docs/product.md#minigame): tokens to spin, tokens held by a spin in progress, and
 * how far the player's bets are from the next token, at the tenant's rate.
 */
export function TokenWallet({ state }: { state: MinigameStateResponse }) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const perToken = money(state.turnover_per_token)
  const toNext = money(state.turnover_to_next_token)
  const done =
    state.turnover_per_token > 0
      ? Math.min(100, Math.max(0, 100 - (state.turnover_to_next_token / state.turnover_per_token) * 100))
      : 0
  return (
    <>
      <Facts
        items={[
          { label: t`Tokens to spin`, value: state.token_balance },
          { label: t`Frozen tokens`, value: state.frozen_token },
          { label: t`Bets to your next token`, value: toNext },
        ]}
      />
      {state.turnover_per_token > 0 ? (
        <div className={minigame.progress}>
          <div
            className={styles.progressTrack}
            role="progressbar"
            aria-label={t`Progress to your next token`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(done)}
          >
            <div className={styles.progressFill} style={{ width: `${done}%` }} />
          </div>
          <Muted>{t`You earn one token for every ${perToken} you bet on any game. A frozen token is held by a spin until its prize is collected.`}</Muted>
        </div>
      ) : (
        <Muted>{t`Tokens are not being given out on this site right now.`}</Muted>
      )}
    </>
  )
}
