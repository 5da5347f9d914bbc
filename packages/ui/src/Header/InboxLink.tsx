import { useLingui } from '@lingui/react/macro'
import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import * as headerStyles from './Header.css'
import * as styles from './InboxLink.css'

/**
 * The way to the inbox with its unread count (docs/product.md#inbox). On a phone, where the bar is full, it shows
 * only while something is unread.
 */
export function InboxLink({ href, unread }: { href: string; unread: number }) {
  const { t } = useLingui()
  return (
    <Link
      href={href}
      className={`${headerStyles.iconButton} ${styles.inboxLink} ${unread > 0 ? '' : headerStyles.wideOnly}`}
      aria-label={unread > 0 ? t`Inbox, ${{ count: unread }} unread` : t`Inbox`}
    >
      <Icon name="mail" size={20} />
      {unread > 0 ? (
        <span className={styles.unreadCount} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  )
}
