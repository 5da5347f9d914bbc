import { useLingui } from '@lingui/react/macro'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { usePlayer } from '../account/usePlayer'

/** Referral: a new player names the referrer's account id as referrer code when signing up. */
export function ReferralPage() {
  const { t } = useLingui()
  const player = usePlayer()
  const code = player.user?.account_id ?? ''
  return (
    <Page title={t`Refer a friend`}>
      <Facts items={[{ label: t`Your referral code`, value: code }]} />
      <Panel>
        <Muted>{t`Friends who sign up with your code as referrer code are linked to your account.`}</Muted>
      </Panel>
    </Page>
  )
}
