import { useLingui } from '@lingui/react/macro'
import { dateLocaleFor } from '@lobbykit/core/i18n/languages'
import { formatMoney } from '../format/money'
import type { HomeProps } from '../template/types'

/** One button of a home hero: what it says and what it does. */
export interface HeroAction {
  label: string
  run: () => void
}

/**
 * The facts every home hero is built from, worked out once: the first banner, the site welcome, the
 * welcome action (the banner's, else Deposit for players and Join now for visitors), "Play <first hot game>",
 * and the jackpot. Spread the ready-made groups into `Hero` (`{...hero.words} {...hero.cta}`); a template
 * picks the groups its arrangement shows.
 */
export function useHomeHero({ site, session, actions, sections, banners, jackpot }: HomeProps) {
  const { t } = useLingui()
  const banner = banners?.[0]
  const first = sections[0]?.games[0]
  const title = banner?.title ?? t`Welcome to ${{ siteName: site.siteName }}`
  // A banner with somewhere to go leads there (docs/product.md#home); without one, players deposit and visitors join.
  const bannerHref = banner?.href
  const welcome: HeroAction =
    bannerHref && banner.cta && actions.openLink
      ? { label: banner.cta, run: () => actions.openLink?.(bannerHref) }
      : session.signedIn
        ? { label: t`Deposit`, run: actions.deposit }
        : { label: t`Join now`, run: actions.register }
  const playFirst: HeroAction | undefined = first
    ? { label: t`Play ${{ game: first.game_name }}`, run: () => actions.playGame(first) }
    : undefined
  const amount =
    jackpot === undefined ? undefined : formatMoney(jackpot, site.currency, dateLocaleFor(site.language))
  const words = { kicker: banner?.kicker, title, subtitle: banner?.subtitle }
  const jackpotKicker = amount ? t`Progressive jackpot` : (banner?.kicker ?? t`Jackpot games`)
  return {
    banner,
    /** The first game of the first section (the hot list's lead). */
    first,
    welcome,
    playFirst,
    /** The jackpot in the site's currency, undefined when the shell passes none. */
    amount,
    /** The banner's kicker, title (or the site welcome) and subtitle. */
    words,
    /** The words plus the banner art. */
    art: { ...words, image: banner?.image },
    /** The welcome action as the hero's main button. */
    cta: { ctaLabel: welcome.label, onCta: welcome.run },
    /** "Play <first game>" as the hero's second button (none without games). */
    secondary: { secondaryLabel: playFirst?.label, onSecondary: playFirst?.run },
    /** The words of a jackpot hero: kicker "Progressive jackpot" with an amount, else the banner's or "Jackpot games". */
    jackpotWords: { ...words, kicker: jackpotKicker },
  }
}

export type HomeHero = ReturnType<typeof useHomeHero>
