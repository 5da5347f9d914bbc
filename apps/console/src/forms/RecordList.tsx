import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import { TextField } from '@lobbykit/ui/TextField'
import * as page from '../shell/page.css'
import { SelectField, TextAreaField } from './fields'

/** One field of a record: a line of text, an address, a choice, or a longer text. */
export type RecordField<Row> = {
  key: keyof Row & string
  label: string
  kind?: 'text' | 'url' | 'select' | 'long'
  options?: readonly (readonly [string, string])[]
  /** A field's check: the message for a bad value, shown once a text field is left (under a long one, as it is typed), the text kept as typed. */
  check?: (value: string) => string | undefined
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
            {fields.map((field) =>
              field.kind === 'select' ? (
                <SelectField
                  key={field.key}
                  label={field.label}
                  value={row[field.key] ?? ''}
                  options={field.options ?? []}
                  onChange={(value) => update(index, field.key, value)}
                />
              ) : field.kind === 'long' ? (
                <TextAreaField
                  key={field.key}
                  label={field.label}
                  hint={field.check?.(row[field.key] ?? '')}
                  value={row[field.key] ?? ''}
                  onChange={(value) => update(index, field.key, value)}
                />
              ) : (
                <TextField
                  key={field.key}
                  label={field.label}
                  name={`${field.key}-${index}`}
                  type={field.kind === 'url' ? 'url' : 'text'}
                  check={field.kind === 'url' ? 'url' : field.check}
                  value={row[field.key] ?? ''}
                  onChange={(value) => update(index, field.key, value)}
                />
              ),
            )}
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
