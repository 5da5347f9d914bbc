import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import type { GameCardVariant } from '@lobbykit/ui/GameCard'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, PlayerBalance, PromoList, useHomeHero } from '@lobbykit/ui/homeKit'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { useId } from 'react'
import * as styles from './Home.css'

/** Each home section's arrangement and card, in order; the list repeats for further sections. */
const plan: { wall: keyof typeof styles.wall; card: GameCardVariant; limit?: number }[] = [
  { wall: 'bento', card: 'tile', limit: 9 },
  { wall: 'ranked', card: 'row', limit: 10 },
  { wall: 'landscape', card: 'wide' },
]

const block = { className: styles.block, headerVariant: 'underline', as: 'ol', eager: 4 } as const

function Block({ section, index, home }: { section: GameSection; index: number; home: HomeProps }) {
  const { wall, card, limit } = plan[index % plan.length]!
  const rank = (_: unknown, place: number) =>
    wall === 'ranked' ? (
      <span className={styles.rank} aria-hidden="true">
        {String(place + 1).padStart(2, '0')}
      </span>
    ) : null
  const cells = { listClassName: styles.wall[wall], itemClassName: styles.cell, card: { variant: card } }
  const games = section.games.slice(0, limit)
  return <HomeCardSection home={home} section={section} games={games} before={rank} {...block} {...cells} />
}

/** Each promotion as a list row: its icon, the title over its line, the link at the end. */
const promoRow = {
  item: styles.promo,
  title: styles.promoTitle,
  text: styles.promoText,
  link: styles.promoLink,
}

/**
 * Pixel's home: no banner art, the tenant's banner as a line of text (or a greeting without one), the category
 * shortcuts, the balance for players, a bento wall, a top ten and wide cards, then the winners feed beside the
 * promotions as plain rows.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, actions } = props
  const hero = useHomeHero(props)
  const promosId = useId()
  const { banner } = hero
  const firstName = session.fullName?.split(' ')[0]
  const greeting = session.signedIn && firstName ? t`Good to see you, ${firstName}` : site.siteName
  const words = banner
    ? { title: banner.title, kicker: banner.kicker, ...hero.cta }
    : {
        title: greeting,
        kicker: t`Pick a game and play: no banners, no detours.`,
        ctaLabel: session.signedIn ? undefined : t`Join now`,
        onCta: actions.register,
      }
  return (
    <div className={styles.home}>
      <Hero variant="compact" className={styles.greeting} {...words}>
        {banner?.subtitle ? <p className={styles.bannerLine}>{banner.subtitle}</p> : null}
      </Hero>
      <CategoryStrip
        categories={props.categories}
        variant="chips"
        icons={false}
        label={t`Categories`}
        className={styles.shortcuts}
      />
      <PlayerBalance home={props} variant="inline" />
      <HomeSections home={props} skeleton={{ variant: 'tile', skeletonCount: 12 }}>
        {(section, index) => <Block section={section} index={index} home={props} />}
      </HomeSections>
      <div className={styles.boards}>
        <WinnersFeed feed={props.feed} site={site} className={styles.board} />
        {props.promotions?.length ? (
          <section aria-labelledby={promosId} className={styles.board}>
            <h2 id={promosId} className={styles.boardTitle}>
              {t`Promotions`}
            </h2>
            <PromoList home={props} routerLink className={styles.promos} classNames={promoRow} />
          </section>
        ) : null}
      </div>
    </div>
  )
}
