import { useLingui } from '@lingui/react/macro'
import { BalanceWidget, type BalanceWidgetProps } from '../BalanceWidget/BalanceWidget'
import type { HomeProps } from '../template/types'

/** The signed-in player's balance with its deposit button; nothing for visitors. */
export function PlayerBalance({
  home,
  variant,
}: {
  home: HomeProps
  variant?: BalanceWidgetProps['variant']
}) {
  const { site, session, actions } = home
  if (!session.signedIn) return null
  return (
    <BalanceWidget
      variant={variant}
      balance={session.balance ?? 0}
      tokens={session.tokens}
      currency={site.currency}
      onDeposit={actions.deposit}
    />
  )
}

export interface WelcomeStripProps {
  home: HomeProps
  /** A `section` named "Your account" (the default) or a plain `div`. */
  as?: 'section' | 'div'
  className?: string
  /** Shows "Welcome back, <first name>" with the VIP level as a pill before the balance. */
  greeting?: { className?: string; vipClassName?: string }
}

/** The player's strip on a home page: an optional greeting and the inline balance; nothing for visitors. */
export function WelcomeStrip({ home, as: Tag = 'section', className, greeting }: WelcomeStripProps) {
  const { t } = useLingui()
  const { session } = home
  if (!session.signedIn) return null
  const firstName = session.fullName?.split(' ')[0]
  return (
    <Tag className={className} aria-label={Tag === 'section' ? t`Your account` : undefined}>
      {greeting ? (
        <p className={greeting.className}>
          {firstName ? t`Welcome back, ${firstName}` : t`Welcome back`}
          {session.vipLevel ? <span className={greeting.vipClassName}>{session.vipLevel}</span> : null}
        </p>
      ) : null}
      <PlayerBalance home={home} variant="inline" />
    </Tag>
  )
}
