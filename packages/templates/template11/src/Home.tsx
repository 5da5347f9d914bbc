import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '@lobbykit/ui/format'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Hero } from '@lobbykit/ui/Hero'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** The jackpot as odometer wheels: one block per digit, separators between; read out once as a whole. */
function Odometer({ amount }: { amount: string }) {
  const wheels = [...amount].map((char, position) => ({ key: `${position}-${char}`, char }))
  return (
    <p className={styles.odometer}>
      <span className={styles.readOut}>{amount}</span>
      {wheels.map(({ key, char }) => (
        <span key={key} className={/\d/.test(char) ? styles.wheel : styles.mark} aria-hidden="true">
          {char}
        </span>
      ))}
    </p>
  )
}

/** Arcade's home: the jackpot odometer beside four quick-play tiles, then dense eight-column tile grids. */
export function Home({ site, session, sections, loading, actions, jackpot, banners }: HomeProps) {
  const { t } = useLingui()
  const banner = banners?.[0]
  const siteName = site.siteName
  const amount = jackpot === undefined ? undefined : formatMoney(jackpot, site.currency)
  const quickPlay = sections[0]?.games.slice(0, 4) ?? []
  const sectionIds = useId()
  const onToggleFavourite = session.signedIn ? actions.toggleFavourite : undefined
  return (
    <div className={styles.home}>
      <div className={styles.stage}>
        <Hero
          variant="split"
          className={styles.hero}
          kicker={amount ? t`Progressive jackpot` : (banner?.kicker ?? t`Jackpot games`)}
          title={banner?.title ?? t`Welcome to ${siteName}`}
          subtitle={banner?.subtitle}
          ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
          onCta={session.signedIn ? actions.deposit : actions.register}
        >
          {amount ? <Odometer amount={amount} /> : null}
        </Hero>
        {quickPlay.length > 0 ? (
          <ul className={styles.quickPlay} aria-label={t`Quick play`}>
            {quickPlay.map((game) => (
              <li key={game.game_code}>
                <GameCard game={game} showProvider={false} loading="eager" onPlay={actions.playGame} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {loading ? (
        <div className={styles.dense}>
          <GameGrid games={[]} loading skeletonCount={16} gap={6} onPlay={actions.playGame} />
        </div>
      ) : (
        sections.map((section) => {
          const headingId = `${sectionIds}-${section.key}`
          return (
            <section key={section.key} aria-labelledby={headingId} className={styles.dense}>
              <SectionHeader id={headingId} title={section.title} href={section.href} variant="underline" />
              <GameGrid
                games={section.games}
                virtualize={false}
                gap={6}
                label={section.title}
                onPlay={actions.playGame}
                onToggleFavourite={onToggleFavourite}
              />
            </section>
          )
        })
      )}
    </div>
  )
}
