import { useLingui } from '@lingui/react/macro'
import { formatCount } from '@lobbykit/ui/format'
import { type Fact, Facts } from '../../shell/Page'
import { useFormatters } from '../../shell/useMoney'
import { usePlayer } from '../account/usePlayer'

/**
 * The wallet as the platform reported it at login or the last refresh. An active deposit bonus's balance (`bonus`,
 * or the one last read) shows apart from the cash a player can withdraw (docs/product.md#deposit-bonus).
 */
export function WalletSummary({ bonus: bonusShown, more = [] }: { bonus?: number; more?: Fact[] }) {
  const { t } = useLingui()
  const player = usePlayer()
  const { money, locale } = useFormatters()
  const bonus = bonusShown ?? player.game.bonus ?? 0
  return (
    <Facts
      items={[
        ...(bonus > 0
          ? [
              { label: t`Cash balance`, value: money(player.game.balance) },
              { label: t`Bonus balance`, value: money(bonus) },
            ]
          : [{ label: t`Balance`, value: money(player.game.balance) }]),
        // Tokens are a count of game tokens, not money (the header's balance widget shows them the same way).
        { label: t`Game tokens`, value: formatCount(player.game.token, locale) },
        ...more,
      ]}
    />
  )
}
