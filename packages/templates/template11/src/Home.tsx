import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { HomeGridSection, HomeSections, JackpotDigits, JackpotStage, PromoList } from '@lobbykit/ui/homeKit'
import type { HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import * as styles from './Home.css'

/** The jackpot as odometer wheels: one block per digit, separators between; read out once as a whole. */
const wheels = { root: styles.odometer, readOut: styles.readOut, digit: styles.wheel, mark: styles.mark }
/** The jackpot stage: the odometer in a split hero beside four quick-play tiles. */
const stage = {
  className: styles.stage,
  hero: { variant: 'split', className: styles.hero },
  jackpot: (amount: string) => <JackpotDigits amount={amount} classNames={wheels} />,
} as const
const quick = { className: styles.quickPlay, eager: true }
/** Dense square tiles under an underlined title. */
const dense = { className: styles.dense, headerVariant: 'underline', gap: 6 } as const
/** The tenant's promotions as square tickets, each one link. */
const tickets = { item: styles.ticket, title: styles.ticketTitle, text: styles.ticketText }

/**
 * Arcade's home: the jackpot odometer beside four quick-play tiles, the categories as cabinet buttons, dense
 * eight-column tile grids, the tenant's promotions as tickets and the winners as a high-score table.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  return (
    <div className={styles.home}>
      <JackpotStage home={props} {...stage} showcase={{ ...quick, label: t`Quick play` }} />
      <CategoryStrip
        categories={props.categories}
        variant="tiles"
        label={t`Categories`}
        className={styles.buttons}
      />
      <HomeSections home={props} skeleton={{ skeletonCount: 16, gap: 6 }} skeletonClassName={styles.dense}>
        {(section) => <HomeGridSection home={props} section={section} {...dense} />}
      </HomeSections>
      <PromoList home={props} layout="ticket" icon="star" className={styles.tickets} classNames={tickets} />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.scores} />
    </div>
  )
}
