import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import type { GameCardVariant } from '@lobbykit/ui/GameCard'
import { HomeSections, HomeShelf, JackpotStage, PromoList, WelcomeStrip } from '@lobbykit/ui/homeKit'
import type { HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import * as styles from './Home.css'

/** Every section is a swipeable row: small tiles, wide landscape cards, small tiles again. */
const rows: { variant: GameCardVariant; width: string }[] = [
  { variant: 'tile', width: '124px' },
  { variant: 'wide', width: '232px' },
  { variant: 'tile', width: '124px' },
]

/** The jackpot band: the amount as one big figure in a split hero, beside four hot games. */
const band = {
  className: styles.band,
  hero: { variant: 'split', className: styles.hero },
  jackpot: (amount: string) => <p className={styles.jackpot}>{amount}</p>,
  showcase: { className: styles.hot, eager: true },
} as const

/** The tenant's promotions as a swipeable row of pill tickets, each one link. */
const tickets = { item: styles.ticket, title: styles.ticketTitle, text: styles.ticketText }

/**
 * Strip's home: a jackpot band beside four hot games, the categories as a swipeable row of tiles, the tenant's
 * promotions as a row of tickets, then nothing but swipeable game rows, and the winners board at the foot.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  return (
    <div className={styles.home}>
      <JackpotStage home={props} {...band} />
      <CategoryStrip
        categories={props.categories}
        variant="tiles"
        label={t`Categories`}
        className={styles.categories}
      />
      <PromoList home={props} layout="ticket" className={styles.promos} classNames={tickets} />
      <WelcomeStrip home={props} className={styles.wallet} />
      <HomeSections home={props} skeleton={{ skeletonCount: 8, minItemWidth: 124, gap: 8 }}>
        {(section, index) => {
          const row = rows[index % rows.length]!
          const look = { variant: row.variant, itemWidth: row.width, headerVariant: 'bar' } as const
          return <HomeShelf home={props} section={section} className={styles.row} {...look} />
        }}
      </HomeSections>
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
    </div>
  )
}
