import { useLingui } from '@lingui/react/macro'
import { formatCount } from '@lobbykit/ui/format'
import { Facts } from '../../shell/Page'
import { useFormatters } from '../../shell/useMoney'
import { usePlayer } from '../account/usePlayer'

/** The wallet as the platform reported it at login or the last refresh. */
export function WalletSummary() {
  const { t } = useLingui()
  const player = usePlayer()
  const { money, locale } = useFormatters()
  return (
    <Facts
      items={[
        { label: t`Balance`, value: money(player.game.balance) },
        // Tokens are a count of game tokens, not money (the header's balance widget shows them the same way).
        { label: t`Game tokens`, value: formatCount(player.game.token, locale) },
      ]}
    />
  )
}
