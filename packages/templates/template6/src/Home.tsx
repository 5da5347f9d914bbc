import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
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
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameTile, HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { useId } from 'react'
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

/** The tenant's promotions under a ruled title, each a perk card; nothing while it runs none. */
function Perks({ home }: { home: HomeProps }) {
  const { t } = useLingui()
  const titleId = useId()
  if (!home.promotions?.length) return null
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <SectionHeader id={titleId} title={t`Promotions`} variant="underline" />
      <PromoList home={home} className={styles.perks} layout="lead" classNames={perk} />
    </section>
  )
}

/**
 * Dynasty's home: the offer beside four live dealer tables, then framed cards and a row of tiles, the game
 * halls (every category) as framed icon tiles, the promotions as perks and the winners and withdrawals.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const tables = liveTables(props)
  // The banner's button leads where the tenant's banner says, for everyone; else visitors are invited to join.
  const leads = Boolean(hero.banner?.href && hero.banner.cta && props.actions.openLink)
  const cta = leads || !props.session.signedIn ? hero.cta : {}
  return (
    <div className={styles.home}>
      <div className={styles.stage}>
        <Hero variant="split" className={styles.hero} {...hero.words} {...cta}>
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
      <CategoryStrip
        categories={props.categories}
        variant="tiles"
        label={t`Categories`}
        className={styles.halls}
      />
      <Perks home={props} />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
    </div>
  )
}
