import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, PromoList, useHomeHero } from '@lobbykit/ui/homeKit'
import type { GameSection, GameTile, HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
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

/** The tenant's promotions in the masonry's manner: the first one doubled, each with its art. */
const offers = {
  item: styles.offer,
  art: styles.offerArt,
  title: styles.offerTitle,
  text: styles.offerText,
  link: styles.offerLink,
}

/**
 * Spin's home: three-reel hero, the categories as medallions, then a masonry of hot games and a grid of
 * circles, the tenant's promotions as a small masonry and the winners board in the reels' frame.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  return (
    <div className={styles.home}>
      <Reels {...props} />
      <CategoryStrip
        categories={props.categories}
        variant="tiles"
        label={t`Categories`}
        className={styles.medallions}
      />
      <HomeSections home={props} skeleton={{ skeletonCount: 12, label: t`Games` }}>
        {(section, index) => <Section section={section} index={index} home={props} />}
      </HomeSections>
      <PromoList home={props} art titleAs="strong" className={styles.offers} classNames={offers} />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
    </div>
  )
}
