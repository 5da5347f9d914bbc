import { useLingui } from '@lingui/react/macro'
import { Facts } from '../../shell/Page'
import { useFormatters } from '../../shell/useMoney'
import { usePlayer } from '../account/AccountPage'

/** The wallet as the platform reported it at login or the last refresh. */
export function WalletSummary() {
  const { t } = useLingui()
  const player = usePlayer()
  const { money } = useFormatters()
  return (
    <Facts
      items={[
        { label: t`Balance`, value: money(player.game.balance) },
        { label: t`Game tokens`, value: money(player.game.token) },
      ]}
    />
  )
}
