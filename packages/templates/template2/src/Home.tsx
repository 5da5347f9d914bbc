import { t } from '@lingui/core/macro'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** The salon's tables: three wide cards a row under a centred, ruled title. */
function Tables({ section, home }: { section: GameSection; home: HomeProps }) {
  const headingId = useId()
  const { actions, session } = home
  return (
    <section aria-labelledby={headingId} className={styles.tables}>
      <SectionHeader id={headingId} title={section.title} href={section.href} variant="underline" />
      <ul className={styles.tableGrid}>
        {section.games.map((game) => (
          <li key={game.game_code}>
            <GameCard
              game={game}
              variant="wide"
              onPlay={actions.playGame}
              onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Salon's home: a full-bleed poster with a centred card of text, wide table cards, then a poster row. */
export function Home(props: HomeProps) {
  const { site, session, sections, loading, actions } = props
  const banner = props.banners?.[0]
  const opener = sections[0]?.games[0]
  return (
    <div className={styles.home}>
      <Hero
        variant="full"
        className={styles.poster}
        image={banner?.image}
        kicker={banner?.kicker}
        title={banner?.title ?? t`Welcome to ${site.siteName}`}
        subtitle={banner?.subtitle}
        ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
        onCta={session.signedIn ? actions.deposit : actions.register}
        secondaryLabel={opener ? t`Play ${opener.game_name}` : undefined}
        onSecondary={opener ? () => actions.playGame(opener) : undefined}
      />
      {loading ? (
        <GameGrid
          games={[]}
          loading
          variant="wide"
          skeletonCount={6}
          minItemWidth={280}
          onPlay={actions.playGame}
        />
      ) : null}
      {sections.map((section, index) =>
        index % 2 === 0 ? (
          <Tables key={section.key} section={section} home={props} />
        ) : (
          <GameShelf
            key={section.key}
            section={section}
            variant="poster"
            itemWidth="clamp(158px, 42vw, 220px)"
            headerVariant="underline"
            onPlay={actions.playGame}
            onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
          />
        ),
      )}
    </div>
  )
}
