import { useLingui } from '@lingui/react/macro'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Hero } from '@lobbykit/ui/Hero'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, GameTile, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks = ['masonry', 'circles'] as const

function Section({ section, index, props }: { section: GameSection; index: number; props: HomeProps }) {
  const look = looks[index % looks.length]!
  const titleId = useId()
  const onFavourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionHeader id={titleId} title={section.title} href={section.href} variant="plain" />
      <ul className={styles.layout[look]}>
        {section.games.map((game, i) => (
          <li key={game.game_code} className={styles.item}>
            <GameCard
              game={game}
              variant="tile"
              showProvider={look === 'masonry'}
              onPlay={props.actions.playGame}
              onToggleFavourite={onFavourite}
              loading={i < 6 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The three-reel hero: the banner's text beside three reels of hot games, the middle line lit. */
function Reels(props: HomeProps) {
  const { t } = useLingui()
  const banner = props.banners?.[0]
  const hot: GameTile[] = props.sections[0]?.games ?? []
  const first = hot[0]
  const reels = ['left', 'middle', 'right'].map((id, reel) => ({
    id,
    games: [0, 1, 2]
      .map((row) => hot[(reel * 3 + row) % Math.max(hot.length, 1)])
      .filter((game): game is GameTile => game !== undefined)
      .map((game, row) => ({ game, key: `${id}-${row}-${game.game_code}` })),
  }))
  return (
    <div className={styles.heroFrame}>
      <Hero
        variant="split"
        kicker={banner?.kicker}
        title={banner?.title ?? t`Welcome to ${{ siteName: props.site.siteName }}`}
        subtitle={banner?.subtitle}
        ctaLabel={props.session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
        onCta={props.session.signedIn ? props.actions.deposit : props.actions.register}
        secondaryLabel={first ? t`Spin ${{ game: first.game_name }}` : undefined}
        onSecondary={first ? () => props.actions.playGame(first) : undefined}
      />
      <div className={styles.reels} aria-hidden="true">
        {reels.map((reel) => (
          <div key={reel.id} className={styles.reel}>
            {reel.games.map(({ game, key }) => (
              <img key={key} src={game.game_image} alt="" className={styles.reelArt} />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}

/** Spin's home: three-reel hero, then a masonry of hot games and a grid of circles. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { sections, loading, actions } = props
  return (
    <div className={styles.home}>
      <Reels {...props} />
      {loading ? (
        <GameGrid games={[]} loading skeletonCount={12} onPlay={actions.playGame} label={t`Games`} />
      ) : (
        sections.map((section, index) => (
          <Section key={section.key} section={section} index={index} props={props} />
        ))
      )}
    </div>
  )
}
