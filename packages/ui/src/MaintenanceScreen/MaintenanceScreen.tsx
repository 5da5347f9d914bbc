import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon'
import { Logo } from '../Logo/Logo'
import type { SiteView } from '../template/types'
import * as styles from './MaintenanceScreen.css'

export interface MaintenanceScreenProps {
  site: Pick<SiteView, 'siteName' | 'logo' | 'mark' | 'logoText'>
  /** maintenance.start_date and end_date from the start-up call (ISO or any Date-parsable text). */
  startDate: string
  endDate: string
  /** Locale and time zone for the dates; the viewer's own by default. */
  locale?: string
  timeZone?: string
  title?: string
  message?: string
  /** Extra content: a live-chat button, social links. */
  children?: ReactNode
}

export function formatWindowDate(value: string, locale?: string, timeZone?: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date)
}

/** The only screen shown while the site is in maintenance (docs/product.md#start-up): when it started and when it ends. */
export function MaintenanceScreen({
  site,
  startDate,
  endDate,
  locale,
  timeZone,
  title: titleProp,
  message: messageProp,
  children,
}: MaintenanceScreenProps) {
  const { t } = useLingui()
  const title = titleProp ?? t`We’ll be right back`
  const message =
    messageProp ?? t`The site is down for scheduled maintenance. Your balance and bets are safe.`
  return (
    <main className={styles.root}>
      <div className={styles.card}>
        <Logo site={site} />
        <span className={styles.icon}>
          <Icon name="wrench" size={36} />
        </span>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{message}</p>
        <dl className={styles.window_}>
          <dt className={styles.term}>{t`Started`}</dt>
          <dd className={styles.value}>
            <time dateTime={startDate}>{formatWindowDate(startDate, locale, timeZone)}</time>
          </dd>
          <dt className={styles.term}>{t`Ends`}</dt>
          <dd className={styles.value}>
            <time dateTime={endDate}>{formatWindowDate(endDate, locale, timeZone)}</time>
          </dd>
        </dl>
        {children}
      </div>
    </main>
  )
}
