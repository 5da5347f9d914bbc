import { useLingui } from '@lingui/react/macro'
import { depositMethods } from '@lobbykit/core/api/wallet/depositMethods'
import { Link } from '@lobbykit/ui/Link'
import { Muted, Panel } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { CmsPage } from '../cms/CmsPage'
import { MethodFacts } from './DepositPage'
import { LoadFailed } from './parts'
import * as styles from './wallet.css'

function Methods({ auth }: { auth: NonNullable<ReturnType<typeof useAuthFields>> }) {
  const { t } = useLingui()
  const { href } = useLanguage()
  const methods = useApiQuery(depositMethods, auth)
  if (methods.status === 'loading') return <Muted>{t`Loading…`}</Muted>
  if (methods.status === 'error') return <LoadFailed retry={methods.reload} />
  if (methods.data.methods.length === 0)
    return <Muted>{t`There is no deposit method for this site yet. Please contact support.`}</Muted>
  return (
    <>
      <ul className={styles.cards}>
        {methods.data.methods.map((method) => (
          <li key={method.method_id} className={styles.card}>
            <span className={styles.optionBody}>
              <span className={styles.optionTitle}>{method.name}</span>
              <MethodFacts method={method} />
            </span>
          </li>
        ))}
      </ul>
      <Link className={link} href={href('/deposit')}>
        {t`Make a deposit`}
      </Link>
    </>
  )
}

/** /banking: the tenant's CMS text, and beside it the deposit methods with their bounds, fee and time. */
export function BankingPage() {
  const { t } = useLingui()
  const { href } = useLanguage()
  const auth = useAuthFields()
  return (
    <CmsPage
      page="banking"
      title={t`Banking`}
      asideClassName={styles.beside}
      aside={
        <Panel label={t`Deposit methods`}>
          <h2 className={styles.sectionTitle}>{t`Deposit methods`}</h2>
          {auth ? (
            <Methods auth={auth} />
          ) : (
            <>
              <Muted>{t`Log in to see the deposit methods of your account.`}</Muted>
              <Link className={link} href={href('/login')}>
                {t`Log in`}
              </Link>
            </>
          )}
        </Panel>
      }
    />
  )
}
