import { useLingui } from '@lingui/react/macro'
import { socialAccount } from '@lobbykit/core/api/settings/socialAccount'
import { Muted, Page } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import * as styles from '../engagement/engagement.css'

/** The tenant's support and social accounts (social_account). */
export function ContactPage() {
  const { t } = useLingui()
  const { site } = useRuntime()
  const accounts = useApiQuery(socialAccount, site)
  const list = accounts.data?.accountList ?? []
  return (
    <Page title={t`Contact us`} lead={t`Reach our support team on any of these channels.`}>
      {accounts.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
      {accounts.status === 'success' && list.length === 0 ? (
        <Muted>{t`No contact channels are listed yet.`}</Muted>
      ) : null}
      <ul className={styles.list}>
        {list.map((account) => (
          <li key={`${account.platform}-${account.url}`} className={styles.item}>
            <div>
              <h2 className={styles.itemTitle}>{account.platform}</h2>
              <p className={styles.itemBody}>{account.account_name}</p>
            </div>
            <a className={link} href={account.url} target="_blank" rel="noopener noreferrer">
              {t`Open`}
            </a>
          </li>
        ))}
      </ul>
    </Page>
  )
}
