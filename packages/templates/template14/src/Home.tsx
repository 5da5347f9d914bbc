import { useLingui } from '@lingui/react/macro'
import { BalanceWidget } from '@lobbykit/ui/BalanceWidget'
import { GameCard, type GameCardVariant } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Hero } from '@lobbykit/ui/Hero'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** Each home section's arrangement and card, in order; the list repeats for further sections. */
const plan: { wall: keyof typeof styles.wall; card: GameCardVariant; limit?: number }[] = [
  { wall: 'bento', card: 'tile', limit: 9 },
  { wall: 'ranked', card: 'row', limit: 10 },
  { wall: 'landscape', card: 'wide' },
]

function Block({ section, index, props }: { section: GameSection; index: number; props: HomeProps }) {
  const { wall, card, limit } = plan[index % plan.length]!
  const headingId = useId()
  const favourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={section.title} href={section.href} variant="underline" />
      <ol className={styles.wall[wall]}>
        {section.games.slice(0, limit).map((game, rank) => (
          <li key={game.game_code} className={styles.cell}>
            {wall === 'ranked' ? (
              <span className={styles.rank} aria-hidden="true">
                {String(rank + 1).padStart(2, '0')}
              </span>
            ) : null}
            <GameCard
              game={game}
              variant={card}
              onPlay={props.actions.playGame}
              onToggleFavourite={favourite}
              loading={rank < 4 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Pixel's home: no banner, a greeting line (and the balance for players), a bento wall, a top ten and wide cards. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, sections, loading, actions } = props
  const firstName = session.fullName?.split(' ')[0]
  return (
    <div className={styles.home}>
      <Hero
        variant="compact"
        className={styles.greeting}
        title={session.signedIn && firstName ? t`Good to see you, ${firstName}` : site.siteName}
        kicker={t`Pick a game and play: no banners, no detours.`}
        ctaLabel={session.signedIn ? undefined : t`Join now`}
        onCta={actions.register}
      />
      {session.signedIn ? (
        <BalanceWidget
          variant="inline"
          balance={session.balance ?? 0}
          tokens={session.tokens}
          currency={site.currency}
          onDeposit={actions.deposit}
        />
      ) : null}
      {loading ? (
        <GameGrid games={[]} loading variant="tile" skeletonCount={12} onPlay={actions.playGame} />
      ) : (
        sections.map((section, index) => (
          <Block key={section.key} section={section} index={index} props={props} />
        ))
      )}
    </div>
  )
}
