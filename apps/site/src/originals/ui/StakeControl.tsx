import { useLingui } from '@lingui/react/macro'
import { minorToInput, parseAmountInput } from '@lobbykit/core/format/money'
import { useEffect, useId, useState } from 'react'
import { useGame } from '../context'
import * as css from '../theme.css'
import * as s from './stake.css'

/** Round stakes between the game's limits: 1, 2 and 5 of each power of ten, plus the limits themselves. */
export function stakeLadder(min: number, max: number): number[] {
  const steps = new Set<number>([min, max])
  for (let power = 1; power <= max; power *= 10) {
    for (const m of [1, 2, 5]) {
      const value = m * power
      if (value > min && value < max) steps.add(value)
    }
  }
  return [...steps].sort((a, b) => a - b)
}

/** A sensible first stake: the ladder step nearest 1% of the balance, within the limits. */
export function firstStake(min: number, max: number, balance: number): number {
  const ladder = stakeLadder(min, max)
  const wanted = Math.max(min, Math.round(balance / 100))
  return ladder.reduce((best, step) => (Math.abs(step - wanted) < Math.abs(best - wanted) ? step : best))
}

export interface StakeControlProps {
  value: number
  onChange: (value: number) => void
  disabled?: boolean
  /** The label over the field: "Stake" unless the game calls it otherwise ("Chip", "Stake per bet"). */
  label?: string
}

/**
 * The stake: minus and plus walk the ladder of round amounts, the presets jump (min, half, double, max),
 * and the field takes any amount typed in the player's own decimal style; always within the game's limits.
 */
export function StakeControl({ value, onChange, disabled, label }: StakeControlProps) {
  const { t } = useLingui()
  const { info, money, locale } = useGame()
  const { min_stake: min, max_stake: max, currency } = info
  const id = useId()
  const ladder = stakeLadder(min, max)
  const [text, setText] = useState(() => minorToInput(value, currency, locale))
  useEffect(() => setText(minorToInput(value, currency, locale)), [value, currency, locale])
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n)))
  const down = [...ladder].reverse().find((step) => step < value) ?? min
  const up = ladder.find((step) => step > value) ?? max
  const commit = () => {
    const parsed = parseAmountInput(text, currency, locale)
    if (parsed === undefined) setText(minorToInput(value, currency, locale))
    else onChange(clamp(parsed))
  }
  const minText = money(min)
  const maxText = money(max)
  return (
    <div className={s.stake}>
      <label className={css.fieldLabel} htmlFor={id}>
        {label ?? t`Stake`}
      </label>
      <div className={s.stepper}>
        <button
          type="button"
          className={s.step}
          aria-label={t`Lower the stake`}
          disabled={disabled || value <= min}
          onClick={() => onChange(down)}
        >
          −
        </button>
        <input
          id={id}
          className={s.amount}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-describedby={`${id}-limits`}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit()
          }}
        />
        <button
          type="button"
          className={s.step}
          aria-label={t`Raise the stake`}
          disabled={disabled || value >= max}
          onClick={() => onChange(up)}
        >
          +
        </button>
      </div>
      <div className={s.presets}>
        <button type="button" className={css.chip} disabled={disabled} onClick={() => onChange(min)}>
          {t`Min`}
        </button>
        <button
          type="button"
          className={css.chip}
          disabled={disabled}
          onClick={() => onChange(clamp(value / 2))}
        >
          ½
        </button>
        <button
          type="button"
          className={css.chip}
          disabled={disabled}
          onClick={() => onChange(clamp(value * 2))}
        >
          2×
        </button>
        <button type="button" className={css.chip} disabled={disabled} onClick={() => onChange(max)}>
          {t`Max`}
        </button>
      </div>
      <p id={`${id}-limits`} className={s.limits}>
        {t`Stake from ${minText} to ${maxText}`}
      </p>
    </div>
  )
}
