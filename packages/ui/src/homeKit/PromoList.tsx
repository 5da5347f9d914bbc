import { useLingui } from '@lingui/react/macro'
import { Icon, type IconName } from '../Icon/Icon'
import { Link } from '../Link/Link'

/** One house promotion under the games: where it leads, its icon, title, line and link text. */
export interface Promotion {
  key: 'vip' | 'missions' | 'referral'
  icon: IconName
  href: string
  title: string
  text: string
  link: string
}

/** The three house promotions (VIP club, daily missions, refer a friend); the referral icon is the template's. */
export function usePromotions(referralIcon: IconName = 'user'): Promotion[] {
  const { t } = useLingui()
  return [
    {
      key: 'vip',
      icon: 'crown',
      href: '/vip',
      title: t`VIP club`,
      text: t`Weekly cashback and a personal host from Gold level.`,
      link: t`See VIP levels`,
    },
    {
      key: 'missions',
      icon: 'gift',
      href: '/mission',
      title: t`Daily missions`,
      text: t`Finish three missions a day for free spins.`,
      link: t`Today's missions`,
    },
    {
      key: 'referral',
      icon: referralIcon,
      href: '/referral',
      title: t`Refer a friend`,
      text: t`You both get a bonus on their first deposit.`,
      link: t`Invite friends`,
    },
  ]
}

export interface PromoListProps {
  className?: string
  referralIcon?: IconName
  /**
   * stack: icon, title, line, link (the default); lead: the title in bold opens the line; ticket: the whole
   * card is one link (classNames.item on the link), no link text.
   */
  layout?: 'stack' | 'lead' | 'ticket'
  /** The title's element in a stack. */
  titleAs?: 'p' | 'strong'
  /** Links through the shell's router (ui Link) rather than plain anchors. */
  routerLink?: boolean
  classNames?: { item?: string; title?: string; text?: string; link?: string }
}

/** The house promotions as a list of cards named "Promotions", each with its icon and link. */
export function PromoList({
  className,
  referralIcon,
  layout = 'stack',
  titleAs: Title = 'p',
  routerLink = false,
  classNames: c = {},
}: PromoListProps) {
  const { t } = useLingui()
  const promos = usePromotions(referralIcon)
  const Anchor = routerLink ? Link : 'a'
  const body = (promo: Promotion) => {
    const icon = <Icon name={promo.icon} size={28} />
    if (layout === 'ticket') {
      return (
        <a href={promo.href} className={c.item}>
          {icon}
          <strong className={c.title}>{promo.title}</strong>
          <span className={c.text}>{promo.text}</span>
        </a>
      )
    }
    return (
      <>
        {icon}
        {layout === 'lead' ? (
          <p className={c.text}>
            <strong className={c.title}>{promo.title}</strong>
            {promo.text}
          </p>
        ) : (
          <>
            <Title className={c.title}>{promo.title}</Title>
            <p className={c.text}>{promo.text}</p>
          </>
        )}
        <Anchor href={promo.href} className={c.link}>
          {promo.link}
        </Anchor>
      </>
    )
  }
  return (
    <ul className={className} aria-label={t`Promotions`}>
      {promos.map((promo) => (
        <li key={promo.key} className={layout === 'ticket' ? undefined : c.item}>
          {body(promo)}
        </li>
      ))}
    </ul>
  )
}
