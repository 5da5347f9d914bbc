import { useLingui } from '@lingui/react/macro'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, useHomeHero } from '@lobbykit/ui/homeKit'
import type { GameSection, GameTile, HomeProps } from '@lobbykit/ui/template'
import * as styles from './Home.css'

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks = ['masonry', 'circles'] as const

function Section({ section, index, home }: { section: GameSection; index: number; home: HomeProps }) {
  const look = looks[index % looks.length]!
  const layout = { listClassName: styles.layout[look], itemClassName: styles.item, eager: 6 }
  const card = { variant: 'tile', showProvider: look === 'masonry' } as const
  return (
    <HomeCardSection
      home={home}
      section={section}
      className={styles.section}
      headerVariant="plain"
      card={card}
      {...layout}
    />
  )
}

/** The three-reel hero: the banner's text beside three reels of hot games, the middle line lit. */
function Reels(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const hot: GameTile[] = props.sections[0]?.games ?? []
  const first = hero.first
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
        {...hero.words}
        {...hero.cta}
        secondaryLabel={first ? t`Spin ${{ game: first.game_name }}` : undefined}
        onSecondary={hero.playFirst?.run}
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
  return (
    <div className={styles.home}>
      <Reels {...props} />
      <HomeSections home={props} skeleton={{ skeletonCount: 12, label: t`Games` }}>
        {(section, index) => <Section section={section} index={index} home={props} />}
      </HomeSections>
    </div>
  )
}
