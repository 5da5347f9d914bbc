import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '@lobbykit/ui/format'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Hero } from '@lobbykit/ui/Hero'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** The jackpot as odometer drums: each digit on its own accent drum, the amount read out once. */
function Odometer({ amount }: { amount: string }) {
  return (
    <p className={styles.odometer}>
      <span className={styles.readOut}>{amount}</span>
      {Array.from(amount, (char, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a drum is its position in the amount
        <span key={position} aria-hidden="true" className={/\d/.test(char) ? styles.drum : styles.mark}>
          {char}
        </span>
      ))}
    </p>
  )
}

/** The top ten: big rank numerals beside list-row cards, three columns on desktop. */
function TopTen({ section, home }: { section: GameSection; home: HomeProps }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <SectionHeader id={headingId} title={section.title} href={section.href} variant="bar" />
      <ol className={styles.ranking}>
        {section.games.slice(0, 10).map((game, place) => (
          <li key={game.game_code} className={styles.rankRow}>
            <span className={styles.rank} aria-hidden="true">
              {place + 1}
            </span>
            <GameCard
              variant="row"
              onToggleFavourite={home.session.signedIn ? home.actions.toggleFavourite : undefined}
              onPlay={home.actions.playGame}
              game={game}
            />
          </li>
        ))}
      </ol>
    </section>
  )
}

/** A dense grid of small tiles: three a row on phones, eight on desktop. */
function DenseGrid({ section, home }: { section: GameSection; home: HomeProps }) {
  const headingId = useId()
  const { actions, session } = home
  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <SectionHeader id={headingId} title={section.title} href={section.href} variant="bar" />
      <GameGrid
        games={section.games}
        label={section.title}
        virtualize={false}
        gap={6}
        className={styles.dense}
        onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
        onPlay={actions.playGame}
      />
    </section>
  )
}

/** Obsidian's home: the jackpot odometer beside four hot games, a ranked top ten, then a dense grid. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, sections, loading, actions, jackpot } = props
  const banner = props.banners?.[0]
  const amount = jackpot === undefined ? undefined : formatMoney(jackpot, site.currency)
  return (
    <div className={styles.home}>
      <div className={styles.top}>
        <Hero
          variant="compact"
          className={styles.jackpot}
          kicker={amount ? t`Progressive jackpot` : (banner?.kicker ?? t`Jackpot games`)}
          title={banner?.title ?? t`Welcome to ${{ siteName: site.siteName }}`}
          ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
          onCta={session.signedIn ? actions.deposit : actions.register}
        >
          {amount ? <Odometer amount={amount} /> : null}
        </Hero>
        <ul className={styles.quick} aria-label={t`Jackpot games`}>
          {(sections[0]?.games ?? []).slice(0, 4).map((game) => (
            <li key={game.game_code}>
              <GameCard
                game={game}
                variant="tile"
                showProvider={false}
                loading="eager"
                onPlay={actions.playGame}
              />
            </li>
          ))}
        </ul>
      </div>
      {loading ? (
        <GameGrid games={[]} loading variant="row" minItemWidth={280} onPlay={actions.playGame} />
      ) : null}
      {sections.map((section, index) =>
        index % 2 === 0 ? (
          <TopTen key={section.key} section={section} home={props} />
        ) : (
          <DenseGrid key={section.key} section={section} home={props} />
        ),
      )}
    </div>
  )
}
