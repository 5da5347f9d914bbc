import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import {
  type HeroAction,
  HomeCardSection,
  HomeSections,
  HomeShelf,
  PlayerBalance,
  PromoList,
  useHomeHero,
} from '@lobbykit/ui/homeKit'
import { Icon } from '@lobbykit/ui/Icon'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameTile, HomeProps, PromoBanner } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { useId, useState } from 'react'
import * as styles from './Home.css'

/** What one slide shows: one of the tenant's banners (no game) or one of the hot games. */
type Slide = {
  id: string
  heading: string
  line?: string
  art?: string
  over?: string
  game?: GameTile
  banner?: PromoBanner
}

/** Every banner of the tenant in its order, then three hot games. */
function slidesOf({ banners, sections }: HomeProps): Slide[] {
  const games = (sections[0]?.games ?? []).slice(0, 3)
  const promos: Slide[] = (banners ?? []).map((banner) => ({
    id: `banner-${banner.key}`,
    heading: banner.title,
    over: banner.kicker,
    line: banner.subtitle,
    art: banner.image,
    banner,
  }))
  const hot: Slide[] = games.map((game) => ({
    id: game.game_code,
    heading: game.game_name,
    line: game.provider_name,
    art: game.game_image,
    game,
  }))
  return [...promos, ...hot]
}

/** A banner's button: where the tenant's banner leads, else the welcome (Deposit, Join now). */
function bannerAction(banner: PromoBanner, welcome: HeroAction, actions: HomeProps['actions']): HeroAction {
  const { href, cta } = banner
  return href && cta && actions.openLink ? { label: cta, run: () => actions.openLink?.(href) } : welcome
}

/**
 * The sliding carousel: every slide sits on one track that slides sideways; only the slide in view is
 * live (the others are inert), and the arrows step through them with a counter between.
 */
function Carousel(props: HomeProps) {
  const { t } = useLingui()
  const { site, actions } = props
  const { welcome } = useHomeHero(props)
  const slides = slidesOf(props)
  const [at, setAt] = useState(0)
  const total = slides.length
  const move = (delta: number) => setAt((from) => (from + delta + total) % total)
  return (
    <section className={styles.carousel} aria-roledescription={t`carousel`} aria-label={t`Highlights`}>
      <h1 className={styles.hidden}>{t`Welcome to ${{ siteName: site.siteName }}`}</h1>
      <div className={styles.viewport}>
        <ol className={styles.track} style={{ transform: `translateX(${-100 * at}%)` }}>
          {slides.map((slide, position) => {
            const { game, banner } = slide
            const action = banner ? bannerAction(banner, welcome, actions) : welcome
            return (
              <li key={slide.id} className={styles.slide} inert={position !== at}>
                <Hero
                  headingLevel={2}
                  variant="card"
                  className={styles.card}
                  title={slide.heading}
                  kicker={slide.over}
                  subtitle={slide.line}
                  image={slide.art}
                  ctaLabel={game ? t`Play now` : action.label}
                  onCta={game ? () => actions.playGame(game) : action.run}
                />
              </li>
            )
          })}
        </ol>
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t`Previous slide`}
            onClick={() => move(-1)}
          >
            <Icon name="chevronLeft" />
          </button>
          <p className={styles.counter} aria-live="polite">
            <span className={styles.hidden}>{t`Slide`} </span>
            {at + 1} / {total}
          </p>
          <button type="button" className={styles.arrow} aria-label={t`Next slide`} onClick={() => move(1)}>
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  )
}

/** The hot wall: square tiles, every seventh one doubled, packed without gaps. */
const wall = { className: styles.wallSection, listClassName: styles.wall } as const

/** The tenant's promotions as resort brochures: art, a bold title, a line and a link. */
const brochure = {
  item: styles.brochure,
  art: styles.brochureArt,
  title: styles.brochureTitle,
  text: styles.brochureText,
  link: styles.brochureLink,
}

/** The concierge's desk at the foot of the page: the promotions beside the winners and withdrawals. */
function Desk(props: HomeProps) {
  const { t } = useLingui()
  const titleId = useId()
  const promotions = props.promotions ?? []
  return (
    <div className={styles.desk}>
      {promotions.length > 0 ? (
        <section aria-labelledby={titleId} className={styles.offers}>
          <SectionHeader id={titleId} title={t`Promotions`} variant="bar" icon="gift" />
          <PromoList home={props} art className={styles.brochures} classNames={brochure} />
        </section>
      ) : null}
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
    </div>
  )
}

/**
 * Riviera's home: the carousel hero (the tenant's banners, then hot games), the categories as icon tiles, the
 * player's balance, a masonry wall of hot games, rows of tiles, then the promotions beside the winners feed.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  return (
    <div className={styles.home}>
      <Carousel {...props} />
      <CategoryStrip
        categories={props.categories}
        variant="tiles"
        label={t`Game categories`}
        className={styles.shortcuts}
      />
      <PlayerBalance home={props} />
      <HomeSections home={props} skeleton={{ minItemWidth: 120 }} keepSections>
        {(section, index) =>
          index % 2 === 0 ? (
            <HomeCardSection
              home={props}
              section={section}
              headerVariant="bar"
              card={{ showProvider: false }}
              {...wall}
            />
          ) : (
            <HomeShelf
              home={props}
              section={section}
              headerVariant="bar"
              icon="star"
              itemWidth="clamp(128px, 34vw, 168px)"
            />
          )
        }
      </HomeSections>
      <Desk {...props} />
    </div>
  )
}
