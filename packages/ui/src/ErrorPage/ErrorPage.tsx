import { useLingui } from '@lingui/react/macro'
import { button } from '../Button/Button.css'
import { Link } from '../Link/Link'
import * as styles from '../MaintenanceScreen/MaintenanceScreen.css'

export interface ErrorPageProps {
  statusCode: number
  /** e.g. 'Page not found: /nowhere' (docs/product.md#not-found). */
  message: string
  backLabel?: string
  /** Where Back goes: the home page. */
  backHref?: string
  title?: string
}

/** The error page of docs/product.md#error-page: status code, message and a Back button to /. */
export function ErrorPage({
  statusCode,
  message,
  backLabel: backLabelProp,
  backHref = '/',
  title,
}: ErrorPageProps) {
  const { t } = useLingui()
  const backLabel = backLabelProp ?? t`Back to home`
  return (
    <main className={styles.root}>
      <div className={styles.card}>
        <p className={styles.title} aria-hidden="true" style={{ fontSize: '4rem', lineHeight: 1 }}>
          {statusCode}
        </p>
        <h1 className={styles.title}>
          {title ?? (statusCode === 404 ? t`Page not found` : t`Something went wrong`)}
        </h1>
        <p className={styles.text}>
          <span className={styles.term}>{t`Error ${statusCode}:`} </span>
          {message}
        </p>
        <Link
          href={backHref}
          className={button({ tone: 'brand', size: 'lg' })}
          style={{ textDecoration: 'none' }}
        >
          {backLabel}
        </Link>
      </div>
    </main>
  )
}
