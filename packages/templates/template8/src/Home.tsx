import type { GameCardVariant } from '@lobbykit/ui/GameCard'
import { HomeSections, HomeShelf, JackpotStage, WelcomeStrip } from '@lobbykit/ui/homeKit'
import type { HomeProps } from '@lobbykit/ui/template'
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

/** Strip's home: a jackpot band beside four hot games, then nothing but swipeable rows. */
export function Home(props: HomeProps) {
  return (
    <div className={styles.home}>
      <JackpotStage home={props} {...band} />
      <WelcomeStrip home={props} className={styles.wallet} />
      <HomeSections home={props} skeleton={{ skeletonCount: 8, minItemWidth: 124, gap: 8 }}>
        {(section, index) => {
          const row = rows[index % rows.length]!
          const look = { variant: row.variant, itemWidth: row.width, headerVariant: 'bar' } as const
          return <HomeShelf home={props} section={section} className={styles.row} {...look} />
        }}
      </HomeSections>
    </div>
  )
}
