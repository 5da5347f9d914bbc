import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** Every third section is a six-a-row tile grid; the two before it are rows of big posters. */
const isTileGrid = (index: number) => index % 3 === 2

function TileGrid({ section, props }: { section: GameSection; props: HomeProps }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.tiles}>
      <SectionHeader id={headingId} title={section.title} href={section.href} icon="star" />
      <GameGrid
        games={section.games}
        virtualize={false}
        gap={16}
        label={section.title}
        onPlay={props.actions.playGame}
        onToggleFavourite={props.session.signedIn ? props.actions.toggleFavourite : undefined}
      />
    </section>
  )
}

/** Quest's home: a full-bleed poster with a title card along its foot, poster rows, then a tile grid. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, sections, loading, actions, banners } = props
  const banner = banners?.[0]
  const siteName = site.siteName
  const featured = sections[0]?.games[0]
  return (
    <div className={styles.home}>
      <Hero
        variant="full"
        className={styles.poster}
        image={banner?.image}
        kicker={banner?.kicker}
        title={banner?.title ?? t`Welcome to ${siteName}`}
        subtitle={banner?.subtitle}
        ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
        onCta={session.signedIn ? actions.deposit : actions.register}
        secondaryLabel={featured ? t`Play ${{ game: featured.game_name }}` : undefined}
        onSecondary={featured ? () => actions.playGame(featured) : undefined}
      />
      {loading ? (
        <GameShelf
          section={{ key: 'loading', title: t`Loading games`, games: [] }}
          variant="poster"
          loading
          onPlay={actions.playGame}
        />
      ) : (
        sections.map((section, index) =>
          isTileGrid(index) ? (
            <TileGrid key={section.key} section={section} props={props} />
          ) : (
            <GameShelf
              key={section.key}
              section={section}
              variant="poster"
              itemWidth="clamp(166px, 17vw, 230px)"
              headerVariant="underline"
              icon="trophy"
              className={styles.shelf}
              onPlay={actions.playGame}
              onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
            />
          ),
        )
      )}
    </div>
  )
}
