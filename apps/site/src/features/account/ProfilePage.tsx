import { useLingui } from '@lingui/react/macro'
import { Facts, Page } from '../../shell/Page'
import { usePlayer } from './usePlayer'

export function ProfilePage() {
  const { t } = useLingui()
  const player = usePlayer()
  return (
    <Page title={t`Profile`}>
      <Facts
        items={[
          { label: t`Account ID`, value: player.user?.account_id ?? '—' },
          { label: t`Full name`, value: player.fullname || '—' },
          { label: t`E-mail`, value: player.email || '—' },
        ]}
      />
    </Page>
  )
}
