import { useLingui } from '@lingui/react/macro'
import { BalanceWidget } from '@lobbykit/ui/BalanceWidget'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { Icon, type IconName } from '@lobbykit/ui/Icon'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, GameTile, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** Framed cards in a grid, then a row of square tiles; the pattern repeats for further sections. */
function FramedGrid({ section, props }: { section: GameSection; props: HomeProps }) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={section.title}
        href={section.href}
        variant="underline"
        moreLabel={t`See all`}
      />
      <ul className={styles.framed}>
        {section.games.map((game) => (
          <li key={game.game_code}>
            <GameCard
              game={game}
              variant="poster"
              onPlay={props.actions.playGame}
              onToggleFavourite={props.session.signedIn ? props.actions.toggleFavourite : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Live dealer tables: casino games from the sections, else the first section's games. */
function liveTables(props: HomeProps): GameTile[] {
  const all = props.sections.flatMap((section) => section.games)
  const live = all.filter((game) => game.category === 'casino')
  const pool = live.length > 0 ? live : (props.sections[0]?.games ?? [])
  return pool
    .filter((game, i) => pool.findIndex((other) => other.game_code === game.game_code) === i)
    .slice(0, 4)
}

function Perks() {
  const { t } = useLingui()
  const perks: [IconName, string, string, string, string][] = [
    [
      'crown',
      '/vip',
      t`VIP club`,
      t`Weekly cashback and a personal host from Gold level.`,
      t`See VIP levels`,
    ],
    [
      'gift',
      '/mission',
      t`Daily missions`,
      t`Finish three missions a day for free spins.`,
      t`Today's missions`,
    ],
    [
      'user',
      '/referral',
      t`Refer a friend`,
      t`You both get a bonus on their first deposit.`,
      t`Invite friends`,
    ],
  ]
  return (
    <ul className={styles.perks} aria-label={t`Promotions`}>
      {perks.map(([icon, href, title, text, more]) => (
        <li key={href} className={styles.perk}>
          <Icon name={icon} size={28} />
          <p className={styles.perkText}>
            <strong className={styles.perkTitle}>{title}</strong>
            {text}
          </p>
          <a href={href} className={styles.perkLink}>
            {more}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Dynasty's home: the offer beside four live dealer tables, then framed cards and a row of tiles. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, actions, sections, loading } = props
  const banner = props.banners?.[0]
  const tables = liveTables(props)
  return (
    <div className={styles.home}>
      <div className={styles.stage}>
        <Hero
          variant="split"
          className={styles.hero}
          kicker={banner?.kicker}
          title={banner?.title ?? t`Welcome to ${{ siteName: site.siteName }}`}
          subtitle={banner?.subtitle}
          ctaLabel={session.signedIn ? undefined : (banner?.cta ?? t`Join now`)}
          onCta={actions.register}
        >
          {session.signedIn ? (
            <BalanceWidget
              balance={session.balance ?? 0}
              tokens={session.tokens}
              currency={site.currency}
              onDeposit={actions.deposit}
            />
          ) : null}
        </Hero>
        {tables.length > 0 ? (
          <ul className={styles.tables} aria-label={t`Live tables`}>
            {tables.map((game) => (
              <li key={game.game_code}>
                <GameCard
                  game={game}
                  variant="wide"
                  badge={t`Live`}
                  showProvider={false}
                  loading="eager"
                  onPlay={actions.playGame}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {loading ? (
        <GameGrid games={[]} loading variant="poster" skeletonCount={10} onPlay={actions.playGame} />
      ) : (
        sections.map((section, index) =>
          index % 2 === 0 ? (
            <FramedGrid key={section.key} section={section} props={props} />
          ) : (
            <GameShelf
              key={section.key}
              section={section}
              variant="tile"
              itemWidth="170px"
              headerVariant="underline"
              className={styles.section}
              onPlay={actions.playGame}
              onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
            />
          ),
        )
      )}
      <Perks />
    </div>
  )
}
