import { type ReactNode, useEffect, useId, useState } from 'react'
import * as styles from './fields.css'

interface FieldBase {
  label: string
  hint?: string
  disabled?: boolean
}

/** A labelled drop-down of `options` ([value, text]). */
export function SelectField({
  label,
  hint,
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
    </div>
  )
}

/** A labelled multi-line text (scripts, one domain per line). */
export function TextAreaField({
  label,
  hint,
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
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
        onChange={(event) => onChange(event.target.value ? new Date(event.target.value).toISOString() : null)}
      />
    </div>
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
