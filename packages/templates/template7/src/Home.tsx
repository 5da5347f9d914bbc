import { useLingui } from '@lingui/react/macro'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Hero } from '@lobbykit/ui/Hero'
import { GameCardList, PromoList, RecentlyPlayed, useHomeHero } from '@lobbykit/ui/homeKit'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import { Tabs } from '@lobbykit/ui/Tabs'
import type { HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** Three house offers as engraved tickets, each one link. */
const ticket = { item: styles.ticket, title: styles.ticketTitle, text: styles.ticketText }

/** Deco's home: a centred poster, the game lists as tabs over one overlay grid, and the house offers. */
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
      <RecentlyPlayed home={props} variant="poster" />
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
      <PromoList className={styles.tickets} layout="ticket" classNames={ticket} />
    </div>
  )
}
