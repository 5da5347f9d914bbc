import { useLingui } from '@lingui/react/macro'
import { checkStatus } from '@lobbykit/core/api/settings/checkStatus'
import { Link } from '@lobbykit/ui/Link'
import { Facts, Page, Panel } from '../../shell/Page'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import * as styles from './account.css'

/** The account's standing as the platform reports it (check_status), and the way to change the password. */
export function SecurityPage() {
  const { t } = useLingui()
  const status = useApiQuery(checkStatus, useAuthFields())
  const { href } = useLanguage()
  return (
    <Page title={t`Security`}>
      <Facts
        items={[
          { label: t`Account status`, value: status.data?.status ?? '…' },
          {
            label: t`Phone number`,
            value: status.data ? (status.data.phone_verified ? t`Verified` : t`Not verified`) : '…',
          },
        ]}
      />
      <Panel>
        <Link className={styles.link} href={href('/change-password')}>
          {t`Change password`}
        </Link>
      </Panel>
    </Page>
  )
}
