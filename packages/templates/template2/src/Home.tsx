import { useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  const { site, session, sections, loading, actions } = props
  const banner = props.banners?.[0]
  const opener = sections[0]?.games[0]
  const [inviteLabel, invite] = session.signedIn
    ? ([t`Deposit`, actions.deposit] as const)
    : ([banner?.cta ?? t`Join now`, actions.register] as const)
  const tryOpener = opener
    ? { secondaryLabel: t`Play ${{ game: opener.game_name }}`, onSecondary: () => actions.playGame(opener) }
    : {}
  return (
    <div className={styles.home}>
      <Hero
        title={banner?.title ?? t`Welcome to ${{ siteName: site.siteName }}`}
        kicker={banner?.kicker}
        subtitle={banner?.subtitle}
        image={banner?.image}
        ctaLabel={inviteLabel}
        onCta={invite}
        {...tryOpener}
        variant="full"
        className={styles.poster}
      />
      {loading ? (
        <GameGrid games={[]} loading variant="wide" skeletonCount={6} onPlay={actions.playGame} />
      ) : null}
      {sections.map((section, index) =>
        index % 2 === 0 ? (
          <Tables key={section.key} section={section} home={props} />
        ) : (
          <GameShelf
            key={section.key}
            headerVariant="underline"
            variant="poster"
            itemWidth="clamp(158px, 42vw, 220px)"
            onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
            onPlay={actions.playGame}
            section={section}
          />
        ),
      )}
    </div>
  )
}
