import { useLingui } from '@lingui/react/macro'
import { Link } from '@lobbykit/ui/Link'
import { Muted, Page, Panel } from '../../shell/Page'
import { useLanguage } from '../../shell/useLanguage'
import * as styles from '../account/account.css'

export function BankDetailsPage() {
  const { t } = useLingui()
  const { href } = useLanguage()
  return (
    <Page title={t`Bank details`}>
      <Panel>
        <Muted>{t`Your bank accounts cannot be shown online yet.`}</Muted>
        <Link className={styles.link} href={href('/add-bank')}>
          {t`Add a bank account`}
        </Link>
      </Panel>
    </Page>
  )
}
