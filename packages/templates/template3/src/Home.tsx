import { t } from '@lingui/core/macro'
import { BalanceWidget } from '@lobbykit/ui/BalanceWidget'
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
  title: string
  kicker?: string
  text?: string
  image?: string
  game?: GameTile
}

/** The carousel: the promotion first, then three hot games, one at a time with arrows and dots. */
function Carousel({ site, session, sections, banners, actions }: HomeProps) {
  const banner = banners?.[0]
  const slides: Slide[] = [
    ...(banner
      ? [
          {
            key: banner.key,
            title: banner.title,
            kicker: banner.kicker,
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
  const [current, setCurrent] = useState(0)
  const slide = slides[current]
  const step = (by: number) => setCurrent((index) => (index + by + slides.length) % slides.length)
  const join = session.signedIn
    ? { label: t`Deposit`, run: actions.deposit }
    : { label: banner?.cta ?? t`Join now`, run: actions.register }
  const play = slide?.game
  return (
    <section className={styles.carousel} aria-roledescription={t`carousel`} aria-label={t`Highlights`}>
      <h1 className={styles.hidden}>{t`Welcome to ${site.siteName}`}</h1>
      {slide ? (
        <Hero
          variant="card"
          headingLevel={2}
          className={styles.slide}
          title={slide.title}
          kicker={slide.kicker}
          subtitle={slide.text}
          image={slide.image}
          ctaLabel={play ? t`Play now` : join.label}
          onCta={play ? () => actions.playGame(play) : join.run}
        />
      ) : null}
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
            {slides.map((item, index) => (
              <li key={item.key}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t`Show slide ${index + 1}: ${item.title}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label={t`Next slide`}>
            <Icon name="chevronRight" />
          </button>
          <p className={styles.hidden} aria-live="polite">
            {slide ? t`Slide ${current + 1} of ${slides.length}: ${slide.title}` : ''}
          </p>
        </div>
      ) : null}
    </section>
  )
}

/** The hot wall: square tiles, every seventh one doubled, packed without gaps. */
function Wall({ section, home }: { section: GameSection; home: HomeProps }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={styles.wallSection}>
      <SectionHeader id={titleId} title={section.title} href={section.href} variant="bar" />
      <ul className={styles.wall}>
        {section.games.map((game) => (
          <li key={game.game_code}>
            <GameCard
              game={game}
              variant="tile"
              showProvider={false}
              onPlay={home.actions.playGame}
              onToggleFavourite={home.session.signedIn ? home.actions.toggleFavourite : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Riviera's home: carousel hero, the player's balance, a masonry wall of hot games, then rows of tiles. */
export function Home(props: HomeProps) {
  const { site, session, sections, loading, actions } = props
  return (
    <div className={styles.home}>
      <Carousel {...props} />
      {session.signedIn ? (
        <BalanceWidget
          balance={session.balance ?? 0}
          tokens={session.tokens}
          currency={site.currency}
          onDeposit={actions.deposit}
        />
      ) : null}
      {loading ? <GameGrid games={[]} loading minItemWidth={120} onPlay={actions.playGame} /> : null}
      {sections.map((section, index) =>
        index % 2 === 0 ? (
          <Wall key={section.key} section={section} home={props} />
        ) : (
          <GameShelf
            key={section.key}
            section={section}
            variant="tile"
            itemWidth="clamp(128px, 34vw, 168px)"
            headerVariant="bar"
            onPlay={actions.playGame}
            onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
          />
        ),
      )}
    </div>
  )
}
