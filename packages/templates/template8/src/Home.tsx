import { useLingui } from '@lingui/react/macro'
import { BalanceWidget } from '@lobbykit/ui/BalanceWidget'
import { formatMoney } from '@lobbykit/ui/format'
import { GameCard, type GameCardVariant } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import type { HomeProps } from '@lobbykit/ui/template'
import * as styles from './Home.css'

/** Every section is a swipeable row: small tiles, wide landscape cards, small tiles again. */
const rows: { variant: GameCardVariant; width: string }[] = [
  { variant: 'tile', width: '124px' },
  { variant: 'wide', width: '232px' },
  { variant: 'tile', width: '124px' },
]

/** Strip's home: a jackpot band beside four hot games, then nothing but swipeable rows. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, actions, sections, loading, jackpot } = props
  const banner = props.banners?.[0]
  const hot = sections[0]?.games.slice(0, 4) ?? []
  return (
    <div className={styles.home}>
      <div className={styles.band}>
        <Hero
          variant="split"
          className={styles.hero}
          kicker={jackpot === undefined ? (banner?.kicker ?? t`Jackpot games`) : t`Progressive jackpot`}
          title={banner?.title ?? t`Welcome to ${{ siteName: site.siteName }}`}
          subtitle={banner?.subtitle}
          ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
          onCta={session.signedIn ? actions.deposit : actions.register}
        >
          {jackpot === undefined ? null : (
            <p className={styles.jackpot}>{formatMoney(jackpot, site.currency)}</p>
          )}
        </Hero>
        {hot.length > 0 ? (
          <ul className={styles.hot} aria-label={t`Jackpot games`}>
            {hot.map((game) => (
              <li key={game.game_code}>
                <GameCard game={game} showProvider={false} loading="eager" onPlay={actions.playGame} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {session.signedIn ? (
        <section className={styles.wallet} aria-label={t`Your account`}>
          <BalanceWidget
            variant="inline"
            balance={session.balance ?? 0}
            tokens={session.tokens}
            currency={site.currency}
            onDeposit={actions.deposit}
          />
        </section>
      ) : null}
      {loading ? (
        <GameGrid games={[]} loading skeletonCount={8} minItemWidth={124} gap={8} onPlay={actions.playGame} />
      ) : (
        sections.map((section, index) => {
          const row = rows[index % rows.length]!
          return (
            <GameShelf
              key={section.key}
              section={section}
              variant={row.variant}
              itemWidth={row.width}
              headerVariant="bar"
              className={styles.row}
              onPlay={actions.playGame}
              onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
            />
          )
        })
      )}
    </div>
  )
}
