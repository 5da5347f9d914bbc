import { useLingui } from '@lingui/react/macro'
import { HomeGridSection, HomeSections, JackpotDigits, JackpotStage } from '@lobbykit/ui/homeKit'
import type { HomeProps } from '@lobbykit/ui/template'
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

/** Arcade's home: the jackpot odometer beside four quick-play tiles, then dense eight-column tile grids. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  return (
    <div className={styles.home}>
      <JackpotStage home={props} {...stage} showcase={{ ...quick, label: t`Quick play` }} />
      <HomeSections home={props} skeleton={{ skeletonCount: 16, gap: 6 }} skeletonClassName={styles.dense}>
        {(section) => <HomeGridSection home={props} section={section} {...dense} />}
      </HomeSections>
    </div>
  )
}
