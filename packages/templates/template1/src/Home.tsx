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
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import * as styles from './Home.css'

/** Harbor's section rhythm, repeating: a poster row, a six-column tile grid, a row of wide cards. */
const rhythm = ['posterRow', 'tileGrid', 'wideRow'] as const
const rows = {
  posterRow: { variant: 'poster', itemWidth: 'clamp(144px, 38vw, 200px)' },
  wideRow: { variant: 'wide', itemWidth: 'clamp(240px, 70vw, 300px)' },
} as const
const tileGrid = {
  className: styles.tileSection,
  headerVariant: 'underline',
  listClassName: styles.tileGrid,
  card: { variant: 'tile' },
} as const
/** One club offer under the games: an icon, a title, a line of text and its link. */
const offer = { item: styles.offer, title: styles.offerTitle, text: styles.offerText, link: styles.offerLink }

function Shelf({ section, index, home }: { section: GameSection; index: number; home: HomeProps }) {
  const look = rhythm[index % rhythm.length]!
  if (look === 'tileGrid') return <HomeCardSection home={home} section={section} {...tileGrid} />
  return <HomeShelf home={home} section={section} headerVariant="underline" {...rows[look]} />
}

/**
 * Harbor's home: split welcome banner, the category shortcuts, the player's balance, poster rows and a tile
 * grid, then the winners feed and the tenant's promotions as club offers.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  return (
    <div className={styles.home}>
      <Hero variant="split" className={styles.hero} {...hero.art} {...hero.cta} {...hero.secondary} />
      <CategoryStrip categories={props.categories} variant="tiles" label={t`Categories`} />
      <WelcomeStrip
        home={props}
        as="div"
        className={styles.welcome}
        greeting={{ className: styles.greeting, vipClassName: styles.vip }}
      />
      <HomeSections home={props} skeleton={{ variant: 'poster', minItemWidth: 150 }}>
        {(section, index) => <Shelf section={section} index={index} home={props} />}
      </HomeSections>
      <WinnersFeed feed={props.feed} site={props.site} />
      <PromoList home={props} className={styles.offers} classNames={offer} />
    </div>
  )
}
