import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MinigameStateResponse, SpinPrize } from '@lobbykit/contract/calls/minigame'
import type { ApiFailure } from '@lobbykit/core/api/call'
import { minigameCollect } from '@lobbykit/core/api/minigame/minigameCollect'
import { minigameSpin } from '@lobbykit/core/api/minigame/minigameSpin'
import { moneyRequest } from '@lobbykit/core/api/wallet/moneyRequest'
import { afterWalletAction } from '@lobbykit/core/session/balance'
import { userAtom } from '@lobbykit/core/stores/user'
import { Button } from '@lobbykit/ui/Button'
import { useCallback, useId, useRef, useState } from 'react'
import { useRuntime } from '../../shell/runtime'
import { useAuthFields } from '../../shell/useAuthFields'
import { useFormatters } from '../../shell/useMoney'
import { useRefusal } from '../wallet/walletTexts'
import * as styles from './minigame.css'
import { PrizeWheel, restingAngle } from './PrizeWheel'

/** The words of one prize, on its segment and in the result. */
export function usePrizeLabel() {
  const { t } = useLingui()
  const { money } = useFormatters()
  return useCallback(
    (prize: SpinPrize) => {
      if (prize.kind === 'cash') return money(prize.amount)
      const tokens = prize.amount
      if (prize.kind === 'tokens') return t`${plural(tokens, { one: '+# token', other: '+# tokens' })}`
      return t`Try again`
    },
    [t, money],
  )
}

type Phase =
  | { name: 'ready' }
  | { name: 'asking' }
  | { name: 'turning'; spinId: number; prize: SpinPrize }
  | { name: 'collecting'; spinId: number; prize: SpinPrize }
  | { name: 'failed'; words: string; retry: 'spin' | 'collect'; spinId?: number; prize?: SpinPrize }

interface Wallet {
  token_balance: number
  frozen_token: number
}

/**
 * The lucky spin (docs/product.md#minigame): Spin freezes a token and the server answers the prize; the
 * wheel turns to it; then the prize is collected (credited through the ledger, the token spent), announced,
 * and the header's balance and tokens are read again. A spin whose answer was lost is sent again with the
 * same request_id, so a retry never spends a second token. Without a token the button says why it is off.
 */
export function LuckySpin({ state, onChanged }: { state: MinigameStateResponse; onChanged(): void }) {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const refusal = useRefusal()
  const { money } = useFormatters()
  const prizeLabel = usePrizeLabel()
  const reasonId = useId()
  const spin = useRef(moneyRequest(minigameSpin)).current
  const [phase, setPhase] = useState<Phase>({ name: 'ready' })
  const [angle, setAngle] = useState(0)
  const [wallet, setWallet] = useState<Wallet>({
    token_balance: state.token_balance,
    frozen_token: state.frozen_token,
  })
  const [announcement, setAnnouncement] = useState('')
  // A fresh state (after a collect, or a reload) is the truth about tokens.
  const [seen, setSeen] = useState(state)
  if (seen !== state) {
    setSeen(state)
    setWallet({ token_balance: state.token_balance, frozen_token: state.frozen_token })
  }

  const keepTokens = (next: Wallet) => {
    setWallet(next)
    runtime.store.set(userAtom, (user) =>
      user.isAuthenticated
        ? { ...user, minigame: { token_balance: next.token_balance, frozen_token: next.frozen_token } }
        : user,
    )
  }

  const words = (error: ApiFailure): string | undefined => {
    if (error.message === 'noTokens') return t`You have no tokens to spin.`
    return refusal(error)
  }

  const startSpin = async () => {
    if (!auth) return
    setPhase({ name: 'asking' })
    setAnnouncement(t`Spinning…`)
    const result = await spin(runtime.api, auth)
    if (!result.ok) {
      const said = words(result.error)
      setAnnouncement('')
      if (said === undefined) setPhase({ name: 'ready' })
      else setPhase({ name: 'failed', words: said, retry: 'spin' })
      if (result.error.message === 'noTokens') onChanged()
      return
    }
    const { spin_id: spinId, prize, prize_index: index } = result.data
    keepTokens({ token_balance: result.data.token_balance, frozen_token: result.data.frozen_token })
    setPhase({ name: 'turning', spinId, prize })
    setAngle((current) => restingAngle(current, index, state.prizes.length))
  }

  const collect = async (spinId: number, prize: SpinPrize) => {
    if (!auth) return
    setPhase({ name: 'collecting', spinId, prize })
    const result = await minigameCollect(runtime.api, { ...auth, spin_id: spinId })
    if (!result.ok) {
      const said = refusal(result.error)
      if (said === undefined) setPhase({ name: 'ready' })
      else setPhase({ name: 'failed', words: said, retry: 'collect', spinId, prize })
      return
    }
    keepTokens({ token_balance: result.data.token_balance, frozen_token: result.data.frozen_token })
    const label = prizeLabel(prize)
    setAnnouncement(
      prize.kind === 'cash'
        ? t`You won ${label}! It is in your balance.`
        : prize.kind === 'tokens'
          ? t`You won ${label}!`
          : t`No prize this time. Better luck on your next spin!`,
    )
    setPhase({ name: 'ready' })
    await afterWalletAction(runtime, result.data.balance)
    onChanged()
  }

  const onStopped = () => {
    if (phase.name === 'turning') void collect(phase.spinId, phase.prize)
  }

  const busy = phase.name === 'asking' || phase.name === 'turning' || phase.name === 'collecting'
  const noTokens = wallet.token_balance <= 0
  const toNext = money(state.turnover_to_next_token)
  const labels = state.prizes.map(prizeLabel)
  const tokens = wallet.token_balance
  const prizes = labels.join(', ')
  return (
    <div className={styles.spinLayout}>
      <PrizeWheel
        prizes={state.prizes}
        labels={labels}
        angle={angle}
        label={t`Prize wheel: ${prizes}`}
        onStopped={onStopped}
      />
      <div className={styles.controls}>
        <p className={styles.result} role="status" aria-live="polite">
          {announcement}
        </p>
        {phase.name === 'failed' ? (
          <>
            <p className={styles.reason} role="alert">
              {phase.words}
            </p>
            <Button
              block
              onClick={() =>
                phase.retry === 'collect' && phase.spinId !== undefined && phase.prize
                  ? void collect(phase.spinId, phase.prize)
                  : void startSpin()
              }
            >
              {t`Try again`}
            </Button>
          </>
        ) : (
          <Button
            block
            size="lg"
            disabled={busy || noTokens || state.prizes.length === 0}
            aria-describedby={noTokens ? reasonId : undefined}
            onClick={() => void startSpin()}
          >
            {busy ? t`Spinning…` : t`Spin`}
          </Button>
        )}
        {noTokens && !busy ? (
          <p id={reasonId} className={styles.reason}>
            {state.turnover_per_token > 0
              ? t`You need a token to spin. Bet ${toNext} more to earn your next one.`
              : t`You need a token to spin.`}
          </p>
        ) : (
          <p className={styles.reason}>
            {t`Each spin uses one token. ${plural(tokens, {
              one: 'You have # token.',
              other: 'You have # tokens.',
            })}`}
          </p>
        )}
      </div>
    </div>
  )
}
