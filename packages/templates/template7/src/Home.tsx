import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Hero } from '@lobbykit/ui/Hero'
import { GameCardList, PlayerShelves, PromoList, useHomeHero } from '@lobbykit/ui/homeKit'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import { Tabs } from '@lobbykit/ui/Tabs'
import type { HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { useId } from 'react'
import * as styles from './Home.css'

/** The tenant's promotions as engraved tickets, each one link. */
const ticket = { item: styles.ticket, title: styles.ticketTitle, text: styles.ticketText }

/**
 * Deco's home: a centred poster, the categories as an engraved marquee under it, the player's own shelves, the
 * game lists as tabs over one overlay grid, then the tenant's promotions as tickets and the winners board in two columns.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { sections, loading, actions } = props
  const hero = useHomeHero(props)
  const listsId = useId()
  // The games of one list as square cards, each with its name on a solid band over the art.
  const overlay = `${styles.grid} ${styles.overlay}`
  return (
    <div className={styles.home}>
      <Hero variant="full" className={styles.poster} {...hero.art} {...hero.cta} {...hero.secondary} />
      <CategoryStrip
        categories={props.categories}
        variant="tabs"
        icons={false}
        label={t`Categories`}
        className={styles.marquee}
      />
      <PlayerShelves home={props} variant="poster" className={styles.overlay} />
      <section className={styles.lists} aria-labelledby={listsId}>
        <SectionHeader id={listsId} title={t`The games`} variant="underline" className={styles.listsHead} />
        {loading ? (
          <GameGrid games={[]} loading skeletonCount={10} onPlay={actions.playGame} />
        ) : (
          <Tabs
            label={t`Game lists`}
            items={sections.map((section) => ({
              key: section.key,
              label: section.title,
              content: <GameCardList home={props} games={section.games} className={overlay} />,
            }))}
          />
        )}
      </section>
      <PromoList home={props} className={styles.tickets} layout="ticket" classNames={ticket} />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.board} />
    </div>
  )
}
