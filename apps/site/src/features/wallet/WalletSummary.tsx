import { useLingui } from '@lingui/react/macro'
import { formatCount } from '@lobbykit/ui/format'
import { Facts } from '../../shell/Page'
import { useFormatters } from '../../shell/useMoney'
import { usePlayer } from '../account/usePlayer'

/**
 * The wallet as the platform reported it at login or the last refresh; `bonus`, an active deposit bonus's balance,
 * shows apart from the cash a player can withdraw (docs/product.md#deposit-bonus).
 */
export function WalletSummary({ bonus }: { bonus?: number }) {
  const { t } = useLingui()
  const player = usePlayer()
  const { money, locale } = useFormatters()
  return (
    <Facts
      items={[
        { label: t`Balance`, value: money(player.game.balance) },
        ...(bonus === undefined ? [] : [{ label: t`Bonus balance`, value: money(bonus) }]),
        // Tokens are a count of game tokens, not money (the header's balance widget shows them the same way).
        { label: t`Game tokens`, value: formatCount(player.game.token, locale) },
      ]}
    />
  )
}
