import { useLingui } from '@lingui/react/macro'
import { BalanceWidget } from '@lobbykit/ui/BalanceWidget'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Hero } from '@lobbykit/ui/Hero'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import { wanted } from './Frame.css'
import * as styles from './Home.css'

/** Odd sections hang as wanted posters, even ones as a numbered top ten. */
function Board({ section, ranked, props }: { section: GameSection; ranked: boolean; props: HomeProps }) {
  const heading = useId()
  const onToggleFavourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  const games = ranked ? section.games.slice(0, 10) : section.games
  return (
    <section aria-labelledby={heading} className={styles.board}>
      <SectionHeader id={heading} title={section.title} href={section.href} variant="underline" icon="star" />
      <ol className={ranked ? styles.topTen : `${styles.posters} ${wanted}`}>
        {games.map((game) => (
          <li key={game.game_code}>
            <GameCard
              game={game}
              variant={ranked ? 'row' : 'poster'}
              onPlay={props.actions.playGame}
              onToggleFavourite={onToggleFavourite}
            />
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Saloon's home: a split banner, the player's purse, wanted-poster frames and a ranked board. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, sections, loading, actions, banners } = props
  const banner = banners?.[0]
  const featured = sections[0]?.games[0]
  return (
    <div className={styles.home}>
      <Hero
        variant="split"
        className={styles.banner}
        kicker={banner?.kicker}
        title={banner?.title ?? t`Welcome to ${{ siteName: site.siteName }}`}
        subtitle={banner?.subtitle}
        image={banner?.image ?? featured?.game_image}
        ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
        onCta={session.signedIn ? actions.deposit : actions.register}
        secondaryLabel={featured ? t`Play ${{ game: featured.game_name }}` : undefined}
        onSecondary={featured ? () => actions.playGame(featured) : undefined}
      />
      {session.signedIn ? (
        <BalanceWidget
          balance={session.balance ?? 0}
          tokens={session.tokens}
          currency={site.currency}
          onDeposit={actions.deposit}
        />
      ) : null}
      {loading ? (
        <GameGrid games={[]} loading variant="poster" minItemWidth={200} onPlay={actions.playGame} />
      ) : (
        sections.map((section, index) => (
          <Board key={section.key} section={section} ranked={index % 2 === 1} props={props} />
        ))
      )}
    </div>
  )
}
