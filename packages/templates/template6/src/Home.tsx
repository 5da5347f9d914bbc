import { useLingui } from '@lingui/react/macro'
import { Hero } from '@lobbykit/ui/Hero'
import {
  GameShowcase,
  HomeCardSection,
  HomeSections,
  HomeShelf,
  PlayerBalance,
  PromoList,
  useHomeHero,
} from '@lobbykit/ui/homeKit'
import type { GameTile, HomeProps } from '@lobbykit/ui/template'
import * as styles from './Home.css'

/** Live dealer tables: casino games from the sections, else the first section's games. */
function liveTables(props: HomeProps): GameTile[] {
  const all = props.sections.flatMap((section) => section.games)
  const live = all.filter((game) => game.category === 'casino')
  const pool = live.length > 0 ? live : (props.sections[0]?.games ?? [])
  return pool
    .filter((game, i) => pool.findIndex((other) => other.game_code === game.game_code) === i)
    .slice(0, 4)
}

/** Framed cards in a grid, then a row of square tiles; the pattern repeats for further sections. */
const framed = {
  className: styles.section,
  listClassName: styles.framed,
  card: { variant: 'poster' },
} as const
/** Four live dealer tables as wide cards, each marked live. */
const live = { className: styles.tables, variant: 'wide', eager: true } as const
const tiles = { itemWidth: '170px', headerVariant: 'underline', className: styles.section } as const
const perk = { item: styles.perk, title: styles.perkTitle, text: styles.perkText, link: styles.perkLink }

/** Dynasty's home: the offer beside four live dealer tables, then framed cards and a row of tiles. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const tables = liveTables(props)
  return (
    <div className={styles.home}>
      <div className={styles.stage}>
        <Hero
          variant="split"
          className={styles.hero}
          {...hero.words}
          ctaLabel={props.session.signedIn ? undefined : hero.welcome.label}
          onCta={props.actions.register}
        >
          <PlayerBalance home={props} />
        </Hero>
        <GameShowcase home={props} games={tables} label={t`Live tables`} badge={t`Live`} {...live} />
      </div>
      <HomeSections home={props} skeleton={{ variant: 'poster', skeletonCount: 10 }}>
        {(section, index) =>
          index % 2 === 0 ? (
            <HomeCardSection home={props} section={section} headerVariant="underline" {...framed} />
          ) : (
            <HomeShelf home={props} section={section} {...tiles} />
          )
        }
      </HomeSections>
      <PromoList className={styles.perks} layout="lead" classNames={perk} />
    </div>
  )
}
