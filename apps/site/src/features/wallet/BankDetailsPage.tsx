import { useLingui } from '@lingui/react/macro'
import { bankList } from '@lobbykit/core/api/wallet/bankList'
import { Link } from '@lobbykit/ui/Link'
import { Muted, Page, Panel } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { LoadFailed } from './parts'
import * as styles from './wallet.css'

/**
 * /bank-details (docs/product.md#cashier): the player's bank accounts, only the last four digits of each
 * number shown, the default one marked, and the way to add one while fewer than the maximum are on file.
 */
export function BankDetailsPage() {
  const { t } = useLingui()
  const { href } = useLanguage()
  const auth = useAuthFields()
  const banks = useApiQuery(bankList, auth)
  const accounts = banks.data?.accounts ?? []
  const count = accounts.length
  const most = banks.data?.max_accounts ?? 0
  return (
    <Page title={t`Bank details`} lead={t`We pay withdrawals only to these accounts.`}>
      <Panel>
        {banks.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
        {banks.status === 'error' ? <LoadFailed retry={banks.reload} /> : null}
        {banks.status === 'success' ? (
          <>
            {count === 0 ? (
              <Muted>{t`You have no bank account on file yet.`}</Muted>
            ) : (
              <ul className={styles.cards} aria-label={t`Your bank accounts`}>
                {accounts.map((account) => (
                  <li key={account.bank_account_id} className={styles.card}>
                    <span className={styles.optionBody}>
                      <span className={styles.optionTitle}>{account.bank_name}</span>
                      <span className={styles.nowrap}>{account.account_no_masked}</span>
                      <span className={styles.optionMeta}>{account.holder_name}</span>
                    </span>
                    {account.is_default ? <span className={styles.badge.approved}>{t`Default`}</span> : null}
                  </li>
                ))}
              </ul>
            )}
            <Muted>{t`${count} of ${most} accounts`}</Muted>
            {count < most ? (
              <Link className={link} href={href('/add-bank')}>
                {t`Add a bank account`}
              </Link>
            ) : (
              <Muted>{t`You have the most bank accounts allowed. Contact support to change one.`}</Muted>
            )}
          </>
        ) : null}
      </Panel>
    </Page>
  )
}
