import { useLingui } from '@lingui/react/macro'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Hero } from '@lobbykit/ui/Hero'
import { Icon, type IconName } from '@lobbykit/ui/Icon'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import { Tabs } from '@lobbykit/ui/Tabs'
import type { GameTile, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** The games of one list as square cards, each with its name on a solid band over the art. */
function OverlayGrid({ games, props }: { games: GameTile[]; props: HomeProps }) {
  return (
    <ul className={`${styles.grid} ${styles.overlay}`}>
      {games.map((game) => (
        <li key={game.game_code}>
          <GameCard
            game={game}
            onPlay={props.actions.playGame}
            onToggleFavourite={props.session.signedIn ? props.actions.toggleFavourite : undefined}
          />
        </li>
      ))}
    </ul>
  )
}

/** Three house offers as engraved tickets, each one link. */
function Tickets() {
  const { t } = useLingui()
  const tickets: [IconName, string, string, string][] = [
    ['crown', '/vip', t`VIP club`, t`Weekly cashback and a personal host from Gold level.`],
    ['gift', '/mission', t`Daily missions`, t`Finish three missions a day for free spins.`],
    ['user', '/referral', t`Refer a friend`, t`You both get a bonus on their first deposit.`],
  ]
  return (
    <ul className={styles.tickets} aria-label={t`Promotions`}>
      {tickets.map(([icon, href, title, text]) => (
        <li key={href}>
          <a href={href} className={styles.ticket}>
            <Icon name={icon} size={28} />
            <strong className={styles.ticketTitle}>{title}</strong>
            <span className={styles.ticketText}>{text}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Deco's home: a centred poster, the game lists as tabs over one overlay grid, and the house offers. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, actions, sections, loading } = props
  const banner = props.banners?.[0]
  const listsId = useId()
  const first = sections[0]?.games[0]
  return (
    <div className={styles.home}>
      <Hero
        variant="full"
        className={styles.poster}
        image={banner?.image}
        kicker={banner?.kicker}
        title={banner?.title ?? t`Welcome to ${{ siteName: site.siteName }}`}
        subtitle={banner?.subtitle}
        ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
        onCta={session.signedIn ? actions.deposit : actions.register}
        secondaryLabel={first ? t`Play ${{ game: first.game_name }}` : undefined}
        onSecondary={first ? () => actions.playGame(first) : undefined}
      />
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
              content: <OverlayGrid games={section.games} props={props} />,
            }))}
          />
        )}
      </section>
      <Tickets />
    </div>
  )
}
