import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import { TextField } from '@lobbykit/ui/TextField'
import * as page from '../shell/page.css'
import { ChoicesField, DateTimeField, SelectField, TextAreaField } from './fields'

/**
 * One field of a record: a line of text, an address, a choice, a longer text, a date and time (an ISO timestamp, ''
 * for none) or several choices (their values joined by commas).
 */
export type RecordField<Row> = {
  key: keyof Row & string
  label: string
  kind?: 'text' | 'url' | 'select' | 'long' | 'datetime' | 'choices'
  options?: readonly (readonly [string, string])[]
  /** A field's check: the message for a bad value, shown once a text field is left (under a long one, as it is typed), the text kept as typed. */
  check?: (value: string) => string | undefined
  /** Whether the field applies to this record (a mission's wagering, for a bonus reward only); shown when absent. */
  shown?: (row: Row) => boolean
}

export interface RecordListProps<Row extends Record<string, string>> {
  /** The list's name (a legend), and what one of its records is called on the buttons. */
  label: string
  itemLabel: (index: number) => string
  rows: Row[]
  fields: RecordField<Row>[]
  empty: Row
  max: number
  onChange: (rows: Row[]) => void
  disabled?: boolean
  /**
   * What is wrong with each record's fields as a whole document would be refused for (the contract's rules), by
   * field: shown next to the field at once, the text kept as typed.
   */
  issues?: (index: number) => Partial<Record<keyof Row & string, string>>
}

/**
 * An editable list of records of text fields (partners, social accounts, menus, SEO records, scripts): add,
 * remove and reorder; each record is a fieldset with its own legend, so every field is named in context.
 */
export function RecordList<Row extends Record<string, string>>({
  label,
  itemLabel,
  rows,
  fields,
  empty,
  max,
  onChange,
  disabled,
  issues,
}: RecordListProps<Row>) {
  const { t } = useLingui()
  const update = (index: number, key: string, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)))
  const move = (index: number, by: number) => {
    const next = [...rows]
    const [row] = next.splice(index, 1)
    if (row) next.splice(index + by, 0, row)
    onChange(next)
  }
  return (
    <fieldset className={page.fieldset} disabled={disabled}>
      <legend className={page.legend}>{label}</legend>
      {rows.length === 0 ? <p className={page.muted}>{t`None yet.`}</p> : null}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: records have no id of their own; the position is theirs.
        <fieldset key={index} className={page.fieldset}>
          <legend className={page.legend}>{itemLabel(index)}</legend>
          <div className={page.formGrid}>
            {fields.map((field) => {
              if (field.shown && !field.shown(row)) return null
              const value = row[field.key] ?? ''
              const issue = issues?.(index)[field.key]
              const change = (next: string) => update(index, field.key, next)
              switch (field.kind) {
                case 'select':
                  return (
                    <SelectField
                      key={field.key}
                      label={field.label}
                      error={issue}
                      value={value}
                      options={field.options ?? []}
                      onChange={change}
                    />
                  )
                case 'long':
                  return (
                    <TextAreaField
                      key={field.key}
                      label={field.label}
                      hint={field.check?.(value)}
                      error={issue}
                      value={value}
                      onChange={change}
                    />
                  )
                case 'datetime':
                  return (
                    <DateTimeField
                      key={field.key}
                      label={field.label}
                      error={issue}
                      value={value || null}
                      onChange={(next) => change(next ?? '')}
                    />
                  )
                case 'choices':
                  return (
                    <ChoicesField
                      key={field.key}
                      label={field.label}
                      error={issue}
                      values={value.split(',').filter(Boolean)}
                      options={field.options ?? []}
                      onChange={(next) => change(next.join(','))}
                    />
                  )
                default:
                  return (
                    <TextField
                      key={field.key}
                      label={field.label}
                      name={`${field.key}-${index}`}
                      type={field.kind === 'url' ? 'url' : 'text'}
                      check={field.kind === 'url' ? 'url' : field.check}
                      error={issue}
                      value={value}
                      onChange={change}
                    />
                  )
              }
            })}
          </div>
          <div className={page.actions}>
            <Button
              tone="neutral"
              size="sm"
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >{t`Move up`}</Button>
            <Button
              tone="neutral"
              size="sm"
              disabled={index === rows.length - 1}
              onClick={() => move(index, 1)}
            >{t`Move down`}</Button>
            <Button
              tone="neutral"
              size="sm"
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >{t`Remove ${itemLabel(index)}`}</Button>
          </div>
        </fieldset>
      ))}
      <div className={page.actions}>
        <Button
          tone="neutral"
          disabled={rows.length >= max}
          onClick={() => onChange([...rows, { ...empty }])}
        >
          {t`Add to ${label}`}
        </Button>
      </div>
    </fieldset>
  )
}
