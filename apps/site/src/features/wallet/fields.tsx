import { TextField } from '@lobbykit/ui/TextField'
import { type ReactNode, useId } from 'react'
import { useFormatters } from '../../shell/useMoney'
import * as styles from './wallet.css'

interface NativeFieldProps {
  label: string
  name: string
  error?: string
  hint?: string
}

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: NativeFieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className={styles.fieldHint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.fieldError} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled native select: on a phone it opens the system picker, which every cheap phone handles well. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  error,
  hint,
}: NativeFieldProps & {
  value: string
  onChange(value: string): void
  options: { value: string; label: string }[]
}) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} name={name}>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/** A labelled date input (the system date picker); the value is `YYYY-MM-DD` or empty. */
export function DateField({
  label,
  name,
  value,
  onChange,
  error,
}: NativeFieldProps & { value: string; onChange(value: string): void }) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} error={error} name={name}>
      <input
        id={id}
        name={name}
        type="date"
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  )
}

/**
 * An amount in the tenant's currency: the keys it takes are digits and the two marks (a decimal or a
 * thousands mark, whichever the player's keypad offers; `parseAmountInput` tells them apart). The text is
 * kept as typed, so nothing the player wrote is lost when the page says what is wrong with it.
 */
export function AmountField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
}: NativeFieldProps & { value: string; onChange(value: string): void }) {
  const { amount } = useFormatters()
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      inputMode={amount.decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      error={error}
      hint={hint}
      onKeyDown={(event) => {
        const inserts = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
        if (inserts && !/^[0-9.,]$/.test(event.key)) event.preventDefault()
      }}
    />
  )
}
