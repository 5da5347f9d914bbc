import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import {
  HomeCardSection,
  HomeSections,
  HomeShelf,
  JackpotDigits,
  PromoList,
  useHomeHero,
} from '@lobbykit/ui/homeKit'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import * as styles from './Home.css'
import { medallion } from './Medallion.css'

/** The jackpot as gold number tiles; screen readers hear the amount once. */
const tiles = { root: styles.jackpot, readOut: styles.hidden, digit: styles.digit, mark: styles.separator }
/** The tenant's promotions, each a gold coin: its icon, title, line and link text. */
const coin = { item: styles.perk, title: styles.perkTitle, text: styles.perkText, link: styles.perkLink }

/** Medallions in a sideways row (odd sections) or tiles on a grid (even sections). */
function Section({ section, index, home }: { section: GameSection; index: number; home: HomeProps }) {
  if (index % 2 === 0) {
    return (
      <HomeShelf home={home} section={section} itemWidth="128px" headerVariant="bar" className={medallion} />
    )
  }
  const grid = { className: styles.section, listClassName: styles.tiles, card: { variant: 'tile' } } as const
  return <HomeCardSection home={home} section={section} headerVariant="bar" {...grid} />
}

/**
 * Fortune's home: the gold jackpot band (the tenant's banner leads it), a row of medallions and a tile grid, the
 * categories as gold coins, then the winners and withdrawals board and the promotions as gold coins.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  return (
    <div className={styles.home}>
      <Hero variant="card" className={styles.band} {...hero.art} {...hero.jackpotWords} {...hero.cta}>
        <JackpotDigits amount={hero.amount} classNames={tiles} />
      </Hero>
      <HomeSections home={props} skeleton={{ variant: 'tile', minItemWidth: 120 }}>
        {(section, index) => <Section section={section} index={index} home={props} />}
      </HomeSections>
      <CategoryStrip
        categories={props.categories}
        variant="tiles"
        label={t`Categories`}
        className={styles.halls}
      />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
      <PromoList home={props} className={styles.perks} routerLink classNames={coin} />
    </div>
  )
}
