import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import type { ReactNode } from 'react'
import * as styles from './wallet.css'

/**
 * What an action led to, said where the player is looking: done (a status), waiting for someone (a status
 * with what happens next) or refused (an alert, read out at once).
 */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: 'done' | 'pending' | 'refused'
  title?: string
  children?: ReactNode
}) {
  return (
    <div className={styles.notice[tone]} role={tone === 'refused' ? 'alert' : 'status'}>
      {title ? <p className={styles.noticeTitle}>{title}</p> : null}
      {children}
    </div>
  )
}

/** A list that could not be loaded: the reason and a way to ask again. */
export function LoadFailed({ message, retry }: { message?: string; retry(): void }) {
  const { t } = useLingui()
  return (
    <Notice tone="refused" title={message ?? t`This could not be loaded.`}>
      <div>
        <Button tone="neutral" size="sm" onClick={retry}>
          {t`Try again`}
        </Button>
      </div>
    </Notice>
  )
}

/**
 * One choice among a few (a deposit method, a bank account), each a large radio card; `error` says what is
 * wrong with the choice, read out at once.
 */
export function ChoiceList<T>({
  legend,
  name,
  items,
  keyOf,
  chosen,
  onChoose,
  children,
  error,
}: {
  legend: string
  name: string
  items: readonly T[]
  keyOf(item: T): number
  chosen: T | undefined
  onChoose(item: T): void
  /** What a card says under its radio. */
  children(item: T): ReactNode
  error?: string
}) {
  const errorId = `${name}-error`
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {items.map((item) => (
          <li key={keyOf(item)}>
            <label className={styles.option}>
              <input
                type="radio"
                name={name}
                className={styles.radio}
                checked={chosen !== undefined && keyOf(chosen) === keyOf(item)}
                onChange={() => onChoose(item)}
              />
              <span className={styles.optionBody}>{children(item)}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className={styles.fieldError} id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
