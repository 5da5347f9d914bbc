import { useLingui } from '@lingui/react/macro'
import type { PlayerBonus } from '@lobbykit/contract/calls/bonus'
import { useId } from 'react'
import { useFormatters } from '../../shell/useMoney'
import { useBonusTexts } from '../engagement/bonusTexts'
import * as styles from './wallet.css'

/**
 * docs/product.md#deposit-bonus: before a withdrawal during an active bonus, exactly what it forfeits and what is
 * left to keep it, and the player's consent, asked for every withdrawal.
 */
export function BonusForfeit({
  bonus,
  accepted,
  onAccept,
  error,
}: {
  bonus: PlayerBonus
  accepted: boolean
  onAccept(accepted: boolean): void
  error?: string
}) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const texts = useBonusTexts()
  const id = useId()
  const held = money(bonus.bonus_balance)
  return (
    <fieldset className={styles.forfeit} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.forfeitTitle}>{t`Your active bonus`}</legend>
      <p className={styles.noticeText}>
        {t`Withdrawing now forfeits your bonus balance of ${held}: it is taken away and does not come back. Your cash is not affected.`}
      </p>
      <p className={styles.small}>{texts.progress(bonus)}</p>
      <label className={styles.check}>
        <input
          type="checkbox"
          className={styles.forfeitTick}
          name="accept_bonus_forfeit"
          checked={accepted}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onAccept(event.target.checked)}
        />
        <span>{t`Forfeit my bonus of ${held} and withdraw`}</span>
      </label>
      {error ? (
        <p className={styles.fieldError} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
