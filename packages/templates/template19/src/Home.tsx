import { useLingui } from '@lingui/react/macro'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { Icon } from '@lobbykit/ui/Icon'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, GameTile, HomeProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Home.css'

interface Slide {
  key: string
  kicker?: string
  title: string
  text?: string
  image?: string
  game?: GameTile
}

/** The carousel: the first banner, then the first three hot games, one slide at a time. */
function Carousel(props: HomeProps) {
  const { t } = useLingui()
  const { banners, sections, session, actions, site } = props
  const banner = banners?.[0]
  const slides: Slide[] = [
    ...(banner
      ? [
          {
            key: banner.key,
            kicker: banner.kicker,
            title: banner.title,
            text: banner.subtitle,
            image: banner.image,
          },
        ]
      : []),
    ...(sections[0]?.games ?? []).slice(0, 3).map((game) => ({
      key: game.game_code,
      title: game.game_name,
      text: game.provider_name,
      image: game.game_image,
      game,
    })),
  ]
  if (slides.length === 0)
    slides.push({ key: 'welcome', title: t`Welcome to ${{ siteName: site.siteName }}` })
  const [index, setIndex] = useState(0)
  const slide = slides[index % slides.length]
  const step = (by: number) => setIndex((current) => (current + by + slides.length) % slides.length)
  const signedIn = session.signedIn
  return (
    <section className={styles.carousel} aria-label={t`Highlights`}>
      <div aria-live="polite" className={styles.stage}>
        {slide ? (
          <Hero
            key={slide.key}
            variant="split"
            headingLevel={1}
            className={styles.slide}
            kicker={slide.kicker}
            title={slide.title}
            subtitle={slide.text}
            image={slide.image}
            ctaLabel={slide.game ? t`Play now` : signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
            onCta={() => {
              if (slide.game) actions.playGame(slide.game)
              else if (signedIn) actions.deposit()
              else actions.register()
            }}
          />
        ) : null}
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => step(-1)}
            aria-label={t`Previous slide`}
          >
            <Icon name="chevronLeft" />
          </button>
          <ul className={styles.dots}>
            {slides.map((s, i) => (
              <li key={s.key}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t`Show slide ${{ number: i + 1 }}: ${{ title: s.title }}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label={t`Next slide`}>
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  )
}

/** A bento box: the first game twice as big, nine tiles in all. */
function Bento({ section, props }: { section: GameSection; props: HomeProps }) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={section.title} href={section.href} moreLabel={t`See all`} />
      <ul className={styles.bento}>
        {section.games.slice(0, 9).map((game, i) => (
          <li key={game.game_code} className={styles.bentoItem}>
            <GameCard
              game={game}
              variant="tile"
              loading={i < 3 ? 'eager' : 'lazy'}
              onPlay={props.actions.playGame}
              onToggleFavourite={props.session.signedIn ? props.actions.toggleFavourite : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Fizz's home: the carousel, then a row of round bubbles, a bento of tiles and a row of posters (repeating). */
export function Home(props: HomeProps) {
  const { sections, loading, actions, session } = props
  const favourite = session.signedIn ? actions.toggleFavourite : undefined
  return (
    <div className={styles.home}>
      <Carousel {...props} />
      {loading ? (
        <GameGrid
          games={[]}
          loading
          onPlay={actions.playGame}
          variant="tile"
          minItemWidth={110}
          skeletonCount={12}
        />
      ) : (
        sections.map((section, index) => {
          const look = index % 3
          if (look === 1) return <Bento key={section.key} section={section} props={props} />
          return (
            <GameShelf
              key={section.key}
              section={section}
              variant={look === 0 ? 'tile' : 'poster'}
              itemWidth={look === 0 ? '112px' : '156px'}
              onPlay={actions.playGame}
              onToggleFavourite={favourite}
              className={look === 0 ? styles.bubbles : styles.section}
            />
          )
        })
      )}
    </div>
  )
}
