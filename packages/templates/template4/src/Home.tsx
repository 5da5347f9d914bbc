import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import {
  HomeCardSection,
  HomeGridSection,
  HomeSections,
  JackpotDigits,
  JackpotStage,
  PromoList,
} from '@lobbykit/ui/homeKit'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { useId } from 'react'
import * as styles from './Home.css'

/** The top ten: big rank numerals beside list-row cards, three columns on desktop. */
function TopTen({ section, home }: { section: GameSection; home: HomeProps }) {
  const rank = (_: unknown, place: number) => (
    <span className={styles.rank} aria-hidden="true">
      {place + 1}
    </span>
  )
  const ranking = {
    className: styles.block,
    listClassName: styles.ranking,
    itemClassName: styles.rankRow,
  } as const
  const games = section.games.slice(0, 10)
  return (
    <HomeCardSection
      home={home}
      section={section}
      games={games}
      as="ol"
      headerVariant="bar"
      card={{ variant: 'row' }}
      before={rank}
      {...ranking}
    />
  )
}

/** The jackpot as odometer drums: each digit on its own accent drum, the amount read out once. */
const drums = { root: styles.odometer, readOut: styles.readOut, digit: styles.drum, mark: styles.mark }
/** The jackpot panel (a compact hero with the drums) and the four hot games, always shown. */
const top = {
  className: styles.top,
  hero: { variant: 'compact', className: styles.jackpot },
  jackpot: (amount: string) => <JackpotDigits amount={amount} classNames={drums} />,
  showcase: { className: styles.quick, variant: 'tile', eager: true, keepEmpty: true },
} as const
/** A dense grid of small tiles: three a row on phones, eight on desktop. */
const dense = { className: styles.block, gridClassName: styles.dense, gap: 6 }

/** The tenant's promotions as dense list rows: the title in bold opening the line, the link at its end. */
const row = { item: styles.offer, title: styles.offerTitle, text: styles.offerText, link: styles.offerLink }

/** The foot of the console: the promotions as list rows beside the winners and withdrawals. */
function Board(props: HomeProps) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <div className={styles.board}>
      {props.promotions?.length ? (
        <section aria-labelledby={titleId} className={styles.block}>
          <SectionHeader id={titleId} title={t`Promotions`} variant="bar" />
          <PromoList home={props} layout="lead" className={styles.offers} classNames={row} />
        </section>
      ) : null}
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
    </div>
  )
}

/**
 * Obsidian's home: the jackpot odometer beside four hot games, the categories as a row of keys, a ranked top
 * ten, a dense grid, then the promotions beside the winners feed.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  return (
    <div className={styles.home}>
      <JackpotStage home={props} {...top} />
      <CategoryStrip
        categories={props.categories}
        variant="tiles"
        label={t`Categories`}
        className={styles.keys}
      />
      <HomeSections home={props} skeleton={{ variant: 'row', minItemWidth: 280 }} keepSections>
        {(section, index) =>
          index % 2 === 0 ? (
            <TopTen section={section} home={props} />
          ) : (
            <HomeGridSection home={props} section={section} headerVariant="bar" {...dense} />
          )
        }
      </HomeSections>
      <Board {...props} />
    </div>
  )
}
