import type { GameSection, GameTile, HomeProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import { type CardLook, CardSkeletons, GameCard } from './GameCard'
import * as styles from './Home.css'
import { Icon } from './icons'

interface Look {
  layout: 'row' | 'grid' | 'masonry' | 'ranked' | 'bento'
  card: CardLook
}

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks: Look[] = [
  { layout: 'row', card: 'circle' },
  { layout: 'bento', card: 'tile' },
  { layout: 'row', card: 'poster' },
]

function Section({
  section,
  index,
  idPrefix,
  props,
}: {
  section: GameSection
  index: number
  idPrefix: string
  props: HomeProps
}) {
  const look = looks[index % looks.length]!
  const id = `${idPrefix}-${section.key}`
  const onFavourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  const games = look.layout === 'ranked' ? section.games.slice(0, 10) : section.games
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {section.title}
        </h2>
        {section.href && (
          <a href={section.href} className={styles.seeAll}>
            See all<span className={styles.visuallyHidden}> {section.title}</span>
          </a>
        )}
      </div>
      <ul className={styles.layout[look.layout]}>
        {games.map((game, i) => (
          <li key={game.game_code} className={styles.item}>
            <GameCard
              game={game}
              look={look.card}
              rank={look.layout === 'ranked' ? i + 1 : undefined}
              onPlay={props.actions.playGame}
              onFavourite={onFavourite}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function Hero(props: HomeProps) {
  const banner = props.banners?.[0]
  const hot: GameTile[] = props.sections[0]?.games ?? []
  const heading = banner?.title ?? `Welcome to ${props.site.siteName}`
  const cta = props.session.signedIn ? (
    <button type="button" className={styles.cta} onClick={props.actions.deposit}>
      Deposit
    </button>
  ) : (
    <button type="button" className={styles.cta} onClick={props.actions.register}>
      {banner?.cta ?? 'Join now'}
    </button>
  )
  const slides = [
    ...(banner
      ? [
          {
            key: banner.key,
            title: banner.title,
            text: banner.subtitle ?? '',
            image: banner.image ?? '',
            game: undefined as GameTile | undefined,
          },
        ]
      : []),
    ...hot.slice(0, 3).map((game) => ({
      key: game.game_code,
      title: game.game_name,
      text: game.provider_name ?? '',
      image: game.game_image,
      game,
    })),
  ]
  const [index, setIndex] = useState(0)
  const slide = slides[index]
  const go = (step: number) => setIndex((current) => (current + step + slides.length) % slides.length)
  return (
    <section className={styles.hero} aria-label="Highlights">
      <h1 className={styles.visuallyHidden}>{heading}</h1>
      {slide && (
        <div className={styles.slide}>
          <img className={styles.heroArt} src={slide.image} alt="" />
          <div className={styles.heroText}>
            {banner?.kicker && !slide.game && <p className={styles.kicker}>{banner.kicker}</p>}
            <p className={styles.heroTitle}>{slide.title}</p>
            {slide.text && <p className={styles.heroSubtitle}>{slide.text}</p>}
            <div className={styles.heroActions}>
              {slide.game ? (
                <button
                  type="button"
                  className={styles.cta}
                  onClick={() => props.actions.playGame(slide.game!)}
                >
                  Play now
                </button>
              ) : (
                cta
              )}
            </div>
          </div>
        </div>
      )}
      {slide && (
        <p className={styles.visuallyHidden} aria-live="polite">
          Slide {index + 1} of {slides.length}: {slide.title}
        </p>
      )}
      {slides.length > 1 && (
        <div className={styles.carouselControls}>
          <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label="Previous slide">
            <Icon name="left" />
          </button>
          <div className={styles.dots}>
            {slides.map((s, i) => (
              <button
                key={s.key}
                type="button"
                className={styles.dot}
                aria-label={`Show slide ${i + 1}: ${s.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label="Next slide">
            <Icon name="right" />
          </button>
        </div>
      )}
    </section>
  )
}

/** Fizz's home: carousel, a row of bubbles, a bento of tiles and a poster row. */
export function Home(props: HomeProps) {
  const { sections, loading } = props
  const idPrefix = useId()
  return (
    <div className={styles.home}>
      <Hero {...props} />
      {loading ? (
        <CardSkeletons count={12} className={styles.layout.grid} />
      ) : (
        sections.map((section, index) => (
          <Section key={section.key} section={section} index={index} idPrefix={idPrefix} props={props} />
        ))
      )}
    </div>
  )
}
