import { useLingui } from '@lingui/react/macro'
import { BalanceWidget } from '@lobbykit/ui/BalanceWidget'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { Icon, type IconName } from '@lobbykit/ui/Icon'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** Harbor's section rhythm, repeating: a poster row, a six-column tile grid, a row of wide cards. */
const rhythm = ['posterRow', 'tileGrid', 'wideRow'] as const

function TileGrid({ section, props }: { section: GameSection; props: HomeProps }) {
  const titleId = useId()
  const favourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  return (
    <section aria-labelledby={titleId} className={styles.tileSection}>
      <SectionHeader id={titleId} title={section.title} href={section.href} variant="underline" />
      <ul className={styles.tileGrid}>
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

function Shelf({ section, index, props }: { section: GameSection; index: number; props: HomeProps }) {
  const look = rhythm[index % rhythm.length]
  if (look === 'tileGrid') return <TileGrid section={section} props={props} />
  const wide = look === 'wideRow'
  return (
    <GameShelf
      section={section}
      variant={wide ? 'wide' : 'poster'}
      itemWidth={wide ? 'clamp(240px, 70vw, 300px)' : 'clamp(144px, 38vw, 200px)'}
      headerVariant="underline"
      onPlay={props.actions.playGame}
      onToggleFavourite={props.session.signedIn ? props.actions.toggleFavourite : undefined}
    />
  )
}

/** One club offer under the games: an icon, a title, a line of text and its link. */
function Offer({
  icon,
  title,
  to,
  children,
}: {
  icon: IconName
  title: string
  to: [string, string]
  children: string
}) {
  const [href, link] = to
  return (
    <li className={styles.offer}>
      <Icon name={icon} size={28} />
      <p className={styles.offerTitle}>{title}</p>
      <p className={styles.offerText}>{children}</p>
      <a href={href} className={styles.offerLink}>
        {link}
      </a>
    </li>
  )
}

/** Harbor's home: split welcome banner, the player's balance, then poster rows and a tile grid. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, sections, loading, actions } = props
  const banner = props.banners?.[0]
  const first = sections[0]?.games[0]
  const firstName = session.fullName?.split(' ')[0]
  return (
    <div className={styles.home}>
      <Hero
        variant="split"
        className={styles.hero}
        image={banner?.image}
        kicker={banner?.kicker}
        title={banner?.title ?? t`Welcome to ${{ siteName: site.siteName }}`}
        subtitle={banner?.subtitle}
        ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
        onCta={session.signedIn ? actions.deposit : actions.register}
        secondaryLabel={first ? t`Play ${{ game: first.game_name }}` : undefined}
        onSecondary={first ? () => actions.playGame(first) : undefined}
      />
      {session.signedIn ? (
        <div className={styles.welcome}>
          <p className={styles.greeting}>
            {firstName ? t`Welcome back, ${firstName}` : t`Welcome back`}
            {session.vipLevel ? <span className={styles.vip}>{session.vipLevel}</span> : null}
          </p>
          <BalanceWidget
            variant="inline"
            balance={session.balance ?? 0}
            tokens={session.tokens}
            currency={site.currency}
            onDeposit={actions.deposit}
          />
        </div>
      ) : null}
      {loading ? (
        <GameGrid games={[]} loading variant="poster" minItemWidth={150} onPlay={actions.playGame} />
      ) : (
        sections.map((section, index) => (
          <Shelf key={section.key} section={section} index={index} props={props} />
        ))
      )}
      <ul className={styles.offers} aria-label={t`Promotions`}>
        <Offer icon="crown" title={t`VIP club`} to={['/vip', t`See VIP levels`]}>
          {t`Weekly cashback and a personal host from Gold level.`}
        </Offer>
        <Offer icon="gift" title={t`Daily missions`} to={['/mission', t`Today's missions`]}>
          {t`Finish three missions a day for free spins.`}
        </Offer>
        <Offer icon="handshake" title={t`Refer a friend`} to={['/referral', t`Invite friends`]}>
          {t`You both get a bonus on their first deposit.`}
        </Offer>
      </ul>
    </div>
  )
}
