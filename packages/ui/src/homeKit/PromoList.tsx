import { useLingui } from '@lingui/react/macro'
import { Icon, type IconName } from '../Icon/Icon'
import { Link } from '../Link/Link'
import type { HomeProps, PromotionCard } from '../template/types'

export interface PromoListProps {
  /** The home whose promotions (the tenant's, docs/product.md#home) the list shows. */
  home: Pick<HomeProps, 'promotions'>
  className?: string
  /** The icon beside each promotion without art. */
  icon?: IconName
  /**
   * stack: art (or icon), title, line, link (the default); lead: the title in bold opens the line; ticket: the
   * whole card is one link (classNames.item on the link), no link text.
   */
  layout?: 'stack' | 'lead' | 'ticket'
  /** The title's element in a stack. */
  titleAs?: 'p' | 'strong'
  /** Links through the shell's router (ui Link) rather than plain anchors. */
  routerLink?: boolean
  /** Shows each promotion's art above its words (the icon otherwise). */
  art?: boolean
  classNames?: { item?: string; title?: string; text?: string; link?: string; art?: string }
}

/** Whether an address leaves the site (a promotion may lead to a partner's page). */
const external = (href: string) => /^https?:\/\//i.test(href)

/**
 * The tenant's promotions running now (docs/product.md#home) as a list of cards named "Promotions", each leading
 * to where it is taken up. Nothing at all while there are none: a template never writes promotions of its own.
 */
export function PromoList({
  home,
  className,
  icon = 'gift',
  layout = 'stack',
  titleAs: Title = 'p',
  routerLink = false,
  art = false,
  classNames: c = {},
}: PromoListProps) {
  const { t } = useLingui()
  const promotions = home.promotions ?? []
  if (promotions.length === 0) return null
  const anchorFor = (href: string) => (routerLink && !external(href) ? Link : 'a')
  const visual = (promo: PromotionCard) =>
    art && promo.image ? (
      <img className={c.art} src={promo.image} alt="" loading="lazy" width={320} height={180} />
    ) : (
      <Icon name={icon} size={28} />
    )
  const body = (promo: PromotionCard) => {
    const Anchor = anchorFor(promo.href)
    if (layout === 'ticket') {
      return (
        <Anchor href={promo.href} className={c.item}>
          {visual(promo)}
          <strong className={c.title}>{promo.title}</strong>
          <span className={c.text}>{promo.text}</span>
        </Anchor>
      )
    }
    return (
      <>
        {visual(promo)}
        {layout === 'lead' ? (
          <p className={c.text}>
            <strong className={c.title}>{promo.title}</strong> {promo.text}
          </p>
        ) : (
          <>
            <Title className={c.title}>{promo.title}</Title>
            <p className={c.text}>{promo.text}</p>
          </>
        )}
        <Anchor href={promo.href} className={c.link}>
          {promo.cta}
        </Anchor>
      </>
    )
  }
  return (
    <ul className={className} aria-label={t`Promotions`}>
      {promotions.map((promo) => (
        <li key={promo.key} className={layout === 'ticket' ? undefined : c.item}>
          {body(promo)}
        </li>
      ))}
    </ul>
  )
}
