import { type ReactNode, useEffect, useId, useState } from 'react'
import * as styles from './fields.css'

interface FieldBase {
  label: string
  hint?: string
  /** What is wrong with the value, shown under the field (in the critical colour) and tied to it. */
  error?: string
  disabled?: boolean
}

/** The ids of the hint and the error shown under a field, for its aria-describedby. */
const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

/** A labelled drop-down of `options` ([value, text]). */
export function SelectField({
  label,
  hint,
  error,
  value,
  options,
  onChange,
  disabled,
  name,
}: FieldBase & {
  value: string
  options: readonly (readonly [string, string])[]
  onChange: (value: string) => void
  name?: string
}) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </div>
  )
}

/** A labelled multi-line text (scripts, one domain per line). */
export function TextAreaField({
  label,
  hint,
  error,
  value,
  onChange,
  disabled,
  rows = 5,
}: FieldBase & { value: string; onChange: (value: string) => void; rows?: number }) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        rows={rows}
        disabled={disabled}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </div>
  )
}

/** A labelled on/off switch as a checkbox. */
export function CheckField({
  label,
  checked,
  onChange,
  disabled,
}: FieldBase & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.checkRow}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}

/** A date and time in the operator's time zone, kept as an ISO timestamp (or null when empty). */
export function DateTimeField({
  label,
  hint,
  error,
  value,
  onChange,
  disabled,
}: FieldBase & { value: string | null; onChange: (value: string | null) => void }) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className={styles.select}
        value={value ? toLocalInput(value) : ''}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value ? new Date(event.target.value).toISOString() : null)}
      />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </div>
  )
}

/** Several of `options` ([value, text]) picked with a checkbox each, under one legend. */
export function ChoicesField({
  label,
  hint,
  error,
  values,
  options,
  onChange,
  disabled,
}: FieldBase & {
  values: readonly string[]
  options: readonly (readonly [string, string])[]
  onChange: (values: string[]) => void
}) {
  const id = useId()
  return (
    <fieldset className={styles.choices} disabled={disabled} aria-describedby={describedBy(id, hint, error)}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.choiceGrid}>
        {options.map(([option, text]) => (
          <CheckField
            key={option}
            label={text}
            checked={values.includes(option)}
            // Kept in the options' order, whatever order they were ticked in.
            onChange={(checked) =>
              onChange(
                options
                  .map(([value]) => value)
                  .filter((value) => (value === option ? checked : values.includes(value))),
              )
            }
          />
        ))}
      </div>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </fieldset>
  )
}

/** `2026-11-27T14:05:00.000Z` as the `datetime-local` input writes it in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  )
}

function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  )
}

/** One entry per line (domains); blank lines are dropped from the list but kept while the operator types. */
export function LinesField({
  label,
  hint,
  lines,
  onChange,
  disabled,
}: FieldBase & { lines: readonly string[]; onChange: (lines: string[]) => void }) {
  const [text, setText] = useState(lines.join('\n'))
  const joined = lines.join('\n')
  // Another version loaded: show its lines.
  useEffect(() => {
    setText((current) => (splitLines(current).join('\n') === joined ? current : joined))
  }, [joined])
  return (
    <TextAreaField
      label={label}
      hint={hint}
      rows={3}
      value={text}
      disabled={disabled}
      onChange={(value) => {
        setText(value)
        onChange(splitLines(value))
      }}
    />
  )
}

export const splitLines = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean)
