import { useLingui } from '@lingui/react/macro'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, HomeShelf, PlayerBalance, useHomeHero } from '@lobbykit/ui/homeKit'
import { Icon } from '@lobbykit/ui/Icon'
import type { GameTile, HomeProps } from '@lobbykit/ui/template'
import { useState } from 'react'
import * as styles from './Home.css'

/** What one slide shows: the promotion (no game) or one of the hot games. */
type Slide = { id: string; heading: string; line?: string; art?: string; over?: string; game?: GameTile }

function slidesOf({ banners, sections }: HomeProps): Slide[] {
  const promo = banners?.[0]
  const games = (sections[0]?.games ?? []).slice(0, 3)
  const list: Slide[] = games.map((game) => ({
    id: game.game_code,
    heading: game.game_name,
    line: game.provider_name,
    art: game.game_image,
    game,
  }))
  if (promo)
    list.unshift({
      id: promo.key,
      heading: promo.title,
      over: promo.kicker,
      line: promo.subtitle,
      art: promo.image,
    })
  return list
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
            const game = slide.game
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
                  ctaLabel={game ? t`Play now` : welcome.label}
                  onCta={game ? () => actions.playGame(game) : welcome.run}
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

/** Riviera's home: carousel hero, the player's balance, a masonry wall of hot games, then rows of tiles. */
export function Home(props: HomeProps) {
  return (
    <div className={styles.home}>
      <Carousel {...props} />
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
    </div>
  )
}
