import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, HomeShelf, useHomeHero, WelcomeStrip } from '@lobbykit/ui/homeKit'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import * as styles from './Home.css'

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

/** Neon's home: no banner but giant category tiles, then a bento of hot games, a row of circles and a grid. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const tiles = props.categories.filter((category) => category.key !== 'hot').slice(0, 7)
  const greeting = { className: styles.greeting, vipClassName: styles.vip }
  return (
    <div className={styles.home}>
      <Hero variant="compact" className={styles.hero} title={hero.words.title} {...hero.cta} />
      <CategoryStrip
        variant="tiles"
        wrap
        categories={tiles}
        label={t`Game categories`}
        className={styles.tiles}
      />
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
    </div>
  )
}
