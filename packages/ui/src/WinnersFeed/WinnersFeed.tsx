import { useLingui } from '@lingui/react/macro'
import { dateLocaleFor } from '@lobbykit/core/i18n/languages'
import { useId } from 'react'
import { useClockZone } from '../format/clockZone'
import { formatMoney } from '../format/money'
import { Icon } from '../Icon/Icon'
import { Tabs } from '../Tabs/Tabs'
import type { WinnersFeed as Feed, FeedEntry, SiteView } from '../template/types'
import * as styles from './WinnersFeed.css'

export interface WinnersFeedProps {
  feed: Feed | undefined
  site: Pick<SiteView, 'currency' | 'language'>
  /** columns: the two lists side by side (stacked on phones); tabs: one list at a time. */
  variant?: 'columns' | 'tabs'
  className?: string
}

/**
 * The latest big wins and paid-out withdrawals of the site (docs/product.md#home), each with the masked account,
 * the amount in the site's currency, the game (wins) and when. Nothing at all while both lists are empty.
 */
export function WinnersFeed({ feed, site, variant = 'columns', className }: WinnersFeedProps) {
  const { t } = useLingui()
  const titleId = useId()
  const timeZone = useClockZone()
  if (!feed || (feed.winners.length === 0 && feed.withdrawals.length === 0)) return null
  const locale = dateLocaleFor(site.language)
  const when = new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })
  const list = (entries: FeedEntry[], label: string, kind: 'win' | 'withdrawal') =>
    entries.length === 0 ? (
      <p className={styles.empty}>{kind === 'win' ? t`No big wins yet.` : t`No withdrawals yet.`}</p>
    ) : (
      <ol className={styles.list} aria-label={label}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.entry}>
            <span className={styles.badge} aria-hidden="true">
              <Icon name={kind === 'win' ? 'trophy' : 'wallet'} size={16} />
            </span>
            <span className={styles.who}>
              <span className={styles.account}>{entry.accountId}</span>
              <span className={styles.detail}>
                {entry.gameName ? `${entry.gameName} · ` : ''}
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </span>
            </span>
            <span className={styles.amount}>{formatMoney(entry.amount, site.currency, locale)}</span>
          </li>
        ))}
      </ol>
    )
  const wins = t`Big wins`
  const paid = t`Withdrawals`
  return (
    <section aria-labelledby={titleId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <h2 id={titleId} className={styles.title}>
        {t`Winners and withdrawals`}
      </h2>
      {variant === 'tabs' ? (
        <Tabs
          label={t`Winners and withdrawals`}
          variant="line"
          items={[
            { key: 'wins', label: wins, content: list(feed.winners, wins, 'win') },
            { key: 'withdrawals', label: paid, content: list(feed.withdrawals, paid, 'withdrawal') },
          ]}
        />
      ) : (
        <div className={styles.columns}>
          <div>
            <h3 className={styles.subtitle}>{wins}</h3>
            {list(feed.winners, wins, 'win')}
          </div>
          <div>
            <h3 className={styles.subtitle}>{paid}</h3>
            {list(feed.withdrawals, paid, 'withdrawal')}
          </div>
        </div>
      )}
    </section>
  )
}
