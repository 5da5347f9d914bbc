import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '@lobbykit/ui/format'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { Icon, type IconName } from '@lobbykit/ui/Icon'
import { Link } from '@lobbykit/ui/Link'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'
import { medallion } from './Medallion.css'

/** The jackpot as gold number tiles; screen readers hear the amount once. */
function JackpotTiles({ amount }: { amount: string }) {
  return (
    <p className={styles.jackpot}>
      <span className={styles.hidden}>{amount}</span>
      {[...amount].map((char, index) =>
        /\d/.test(char) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity
          <span key={index} className={styles.digit} aria-hidden="true">
            {char}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a separator's place is its identity
          <span key={index} className={styles.separator} aria-hidden="true">
            {char}
          </span>
        ),
      )}
    </p>
  )
}

/** Medallions in a sideways row (odd sections) or tiles on a grid (even sections). */
function Section({ section, index, props }: { section: GameSection; index: number; props: HomeProps }) {
  const titleId = useId()
  const favourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  if (index % 2 === 0) {
    return (
      <GameShelf
        section={section}
        variant="tile"
        itemWidth="128px"
        headerVariant="bar"
        onPlay={props.actions.playGame}
        onToggleFavourite={favourite}
        className={medallion}
      />
    )
  }
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <SectionHeader id={titleId} title={section.title} href={section.href} variant="bar" />
      <ul className={styles.tiles}>
        {section.games.map((game) => (
          <li key={game.game_code}>
            <GameCard
              game={game}
              variant="tile"
              onPlay={props.actions.playGame}
              onToggleFavourite={favourite}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The house perks, each a gold coin: where it leads, its icon, title, line and link text. */
function Perks() {
  const { t } = useLingui()
  const coins: [href: string, icon: IconName, title: string, line: string, more: string][] = [
    [
      '/vip',
      'crown',
      t`VIP club`,
      t`Weekly cashback and a personal host from Gold level.`,
      t`See VIP levels`,
    ],
    [
      '/mission',
      'gift',
      t`Daily missions`,
      t`Finish three missions a day for free spins.`,
      t`Today's missions`,
    ],
    [
      '/referral',
      'handshake',
      t`Refer a friend`,
      t`You both get a bonus on their first deposit.`,
      t`Invite friends`,
    ],
  ]
  return (
    <ul className={styles.perks} aria-label={t`Promotions`}>
      {coins.map(([href, icon, title, line, more]) => (
        <li key={href} className={styles.perk}>
          <Icon name={icon} size={28} />
          <p className={styles.perkTitle}>{title}</p>
          <p className={styles.perkText}>{line}</p>
          <Link href={href} className={styles.perkLink}>
            {more}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Fortune's home: the gold jackpot band, a row of medallions, a tile grid and the house perks. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, sections, loading, actions, jackpot, banners } = props
  const banner = banners?.[0]
  const amount = jackpot === undefined ? undefined : formatMoney(jackpot, site.currency)
  return (
    <div className={styles.home}>
      <Hero
        variant="card"
        className={styles.band}
        kicker={amount ? t`Progressive jackpot` : (banner?.kicker ?? t`Jackpot games`)}
        title={banner?.title ?? t`Welcome to ${{ siteName: site.siteName }}`}
        subtitle={banner?.subtitle}
        image={banner?.image}
        ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
        onCta={session.signedIn ? actions.deposit : actions.register}
      >
        {amount ? <JackpotTiles amount={amount} /> : null}
      </Hero>
      {loading ? (
        <GameGrid games={[]} loading variant="tile" minItemWidth={120} onPlay={actions.playGame} />
      ) : (
        sections.map((section, index) => (
          <Section key={section.key} section={section} index={index} props={props} />
        ))
      )}
      <Perks />
    </div>
  )
}
