import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import {
  HomeCardSection,
  HomeSections,
  HomeShelf,
  PromoList,
  useHomeHero,
  WelcomeStrip,
} from '@lobbykit/ui/homeKit'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { useId } from 'react'
import * as styles from './Home.css'

/** How many categories get a giant tile: the first double, eight more fill three rows of four on desktop. */
const giantTiles = 9

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks = ['bento', 'circles', 'grid'] as const

/** A bento (one big game, eight small) or a six-column grid of rounded tiles. */
type TileBlockProps = { section: GameSection; look: 'bento' | 'grid'; home: HomeProps }
function TileBlock({ section, look, home }: TileBlockProps) {
  const games = look === 'bento' ? section.games.slice(0, 9) : section.games
  const card = (_: unknown, i: number) =>
    ({ variant: 'tile', showProvider: look === 'grid' || i === 0 }) as const
  const tiles = { listClassName: styles.layout[look], itemClassName: styles.item, eager: 4, card }
  return <HomeCardSection home={home} section={section} games={games} className={styles.section} {...tiles} />
}

/** The tenant's promotions as neon tickets: each whole card one link, its art on top. */
const ticket = {
  item: styles.ticket,
  art: styles.ticketArt,
  title: styles.ticketTitle,
  text: styles.ticketText,
}

/** The promotions under a big title; nothing while the tenant runs none. */
function Promotions({ home }: { home: HomeProps }) {
  const { t } = useLingui()
  const titleId = useId()
  if (!home.promotions?.length) return null
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <SectionHeader id={titleId} title={t`Promotions`} />
      <PromoList home={home} layout="ticket" art className={styles.tickets} classNames={ticket} />
    </section>
  )
}

/**
 * Neon's home: no banner art but the banner's words as a huge title, giant category tiles and a row of pills
 * for the other categories, then a bento of hot games, a row of circles and a grid, the promotions as neon
 * tickets and the winners feed.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const giant = props.categories.filter((category) => category.key !== 'hot').slice(0, giantTiles)
  const others = props.categories.filter((category) => !giant.includes(category))
  const greeting = { className: styles.greeting, vipClassName: styles.vip }
  return (
    <div className={styles.home}>
      <Hero variant="compact" className={styles.hero} title={hero.words.title} {...hero.cta} />
      <div className={styles.floor}>
        <CategoryStrip
          variant="tiles"
          wrap
          categories={giant}
          label={t`Game categories`}
          className={styles.tiles}
        />
        {others.length > 0 ? (
          <CategoryStrip
            variant="chips"
            categories={others}
            label={t`More categories`}
            className={styles.pills}
          />
        ) : null}
      </div>
      <WelcomeStrip home={props} className={styles.account} greeting={greeting} />
      <HomeSections home={props} skeleton={{ skeletonCount: 12, label: t`Games` }}>
        {(section, index) => {
          const look = looks[index % looks.length]!
          return look === 'circles' ? (
            <HomeShelf
              home={props}
              section={section}
              itemWidth="130px"
              className={`${styles.section} ${styles.circles}`}
            />
          ) : (
            <TileBlock section={section} look={look} home={props} />
          )
        }}
      </HomeSections>
      <Promotions home={props} />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
    </div>
  )
}
