import { useLingui } from '@lingui/react/macro'
import { allowsDigitKey, allowsLetterKey, keepDigits, keepLetters } from '@lobbykit/core/validate/keyFilters'
import { urlError } from '@lobbykit/core/validate/url'
import { type InputHTMLAttributes, useId, useState } from 'react'
import { visuallyHidden } from '../styles/shared.css'
import * as styles from './TextField.css'

export const fieldFilters = ['letters', 'digits'] as const
/**
 * The built-in check: an http(s) address. A check that needs the contract's rules (an e-mail address, a phone
 * number: `@lobbykit/core/validate/fields`) is passed as a function by the form, whose code loads with it: a field
 * on a first page (the search box) brings no schema (docs/architecture.md#first-visit-code).
 */
export const fieldChecks = ['url'] as const

export type FieldFilter = (typeof fieldFilters)[number]
export type FieldCheck = (typeof fieldChecks)[number] | ((value: string) => string | undefined)

export interface TextFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'type' | 'size'
  > {
  label: string
  name: string
  type?: 'text' | 'email' | 'url' | 'password' | 'tel' | 'search'
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  /** Key filter of docs/product.md#key-filters: letters (A-Z, a-z, space) or digits (0-9). Pasted text is cleaned too. */
  filter?: FieldFilter
  /** The built-in check ('url') or a function returning the message for a bad value. */
  check?: FieldCheck
  /** Replaces the built-in check's default message ('Invalid URL'). */
  checkMessage?: string
  /** An error from outside (the server said so); shown at once. */
  error?: string
  hint?: string
  /** When true, shows the check's message even before the field is left (after a submit attempt). */
  showErrors?: boolean
}

/** The check's message for `value`, or undefined when it passes; `messages` are in the player's language. */
export function checkValue(
  value: string,
  check: FieldCheck | undefined,
  messages: { url: string },
): string | undefined {
  if (!check || value === '') return undefined
  if (check === 'url') return urlError(value, messages.url)
  return check(value)
}

/**
 * A labelled text input with the key filters and checks of docs/product.md#key-filters. The check's message appears once the
 * player leaves the field (or after a submit), is tied to the input by aria-describedby, and marks the input
 * aria-invalid.
 */
export function TextField({
  label,
  name,
  type = 'text',
  value,
  defaultValue = '',
  onChange,
  filter,
  check,
  checkMessage,
  error,
  hint,
  showErrors = false,
  required,
  id,
  className,
  onBlur,
  onKeyDown,
  ...rest
}: TextFieldProps) {
  const { t } = useLingui()
  const autoId = useId()
  const inputId = id ?? `${autoId}-input`
  const [inner, setInner] = useState(defaultValue)
  const [touched, setTouched] = useState(false)
  const [revealed, setRevealed] = useState(false)
  const current = value ?? inner
  const checkError =
    touched || showErrors ? checkValue(current, check, { url: checkMessage ?? t`Invalid URL` }) : undefined
  const requiredError = showErrors && required && current.trim() === '' ? t`${label} is required` : undefined
  const message = error ?? checkError ?? requiredError
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = message ? `${inputId}-error` : undefined
  const clean = (text: string) =>
    filter === 'letters' ? keepLetters(text) : filter === 'digits' ? keepDigits(text) : text
  const update = (next: string) => {
    if (value === undefined) setInner(next)
    onChange?.(next)
  }
  const isPassword = type === 'password'
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={[styles.label, required ? styles.required : ''].join(' ')} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...rest}
          id={inputId}
          name={name}
          type={isPassword && revealed ? 'text' : type}
          inputMode={filter === 'digits' ? 'numeric' : rest.inputMode}
          className={[styles.input, isPassword ? styles.withToggle : ''].join(' ')}
          value={current}
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => update(clean(event.target.value))}
          onKeyDown={(event) => {
            if (filter === 'letters' && !allowsLetterKey(event)) event.preventDefault()
            if (filter === 'digits' && !allowsDigitKey(event)) event.preventDefault()
            onKeyDown?.(event)
          }}
          onBlur={(event) => {
            setTouched(true)
            onBlur?.(event)
          }}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {/* The name is the visible word plus the field's label, so it starts with what is on screen in
                every language (WCAG 2.5.3, label in name) and tells two password fields apart. */}
            {revealed ? t`Hide` : t`Show`} <span className={visuallyHidden}>{label}</span>
          </button>
        ) : null}
      </div>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p className={styles.error} id={errorId} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  )
}
