import { useLingui } from '@lingui/react/macro'
import { getInbox } from '@lobbykit/core/api/settings/getInbox'
import { Link } from '@lobbykit/ui/Link'
import { Page, Panel } from '../../shell/Page'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { WalletSummary } from '../wallet/WalletSummary'
import * as styles from './account.css'
import { usePlayer } from './usePlayer'

export function AccountPage() {
  const { t } = useLingui()
  const player = usePlayer()
  const { href } = useLanguage()
  const auth = useAuthFields()
  const unread = useApiQuery(getInbox, auth).data?.unread ?? 0
  const links = [
    { path: '/profile', label: t`Profile` },
    { path: '/edit-profile', label: t`Edit profile` },
    { path: '/change-password', label: t`Change password` },
    { path: '/security', label: t`Security` },
    { path: '/bank-details', label: t`Bank details` },
    { path: '/deposit', label: t`Deposit` },
    { path: '/withdrawal', label: t`Withdrawal` },
    { path: '/transaction-history', label: t`Transaction history` },
    { path: '/bet-history', label: t`Bet history` },
    { path: '/statement', label: t`Statement` },
    { path: '/inbox', label: t`Inbox` },
    { path: '/vip', label: t`VIP` },
  ]
  return (
    <Page title={t`My account`} lead={player.fullname || player.user?.account_id}>
      <WalletSummary more={[{ label: t`VIP level`, value: player.vip?.currentLevel || '—' }]} />
      <Panel label={t`Account pages`}>
        <ul className={styles.linkList}>
          {links.map((link) => (
            <li key={link.path}>
              <Link className={styles.link} href={href(link.path)}>
                {link.label}
                {link.path === '/inbox' && unread > 0 ? (
                  <span className={styles.badge}>{t`${{ count: unread }} unread`}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </Page>
  )
}
