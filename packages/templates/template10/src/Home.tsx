import { useLingui } from '@lingui/react/macro'
import { BalanceWidget } from '@lobbykit/ui/BalanceWidget'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** Candy's sections alternate: a five-a-row wall of tall posters, then a sideways row of them. */
function PosterSection({ section, index, props }: { section: GameSection; index: number; props: HomeProps }) {
  const headingId = useId()
  const onToggleFavourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  if (index % 2 === 1) {
    return (
      <GameShelf
        section={section}
        variant="poster"
        itemWidth="220px"
        headerVariant="bar"
        className={styles.shelf}
        onPlay={props.actions.playGame}
        onToggleFavourite={onToggleFavourite}
      />
    )
  }
  return (
    <section aria-labelledby={headingId} className={styles.wall}>
      <SectionHeader id={headingId} title={section.title} href={section.href} variant="bar" />
      <GameGrid
        games={section.games}
        variant="poster"
        virtualize={false}
        gap={20}
        label={section.title}
        onPlay={props.actions.playGame}
        onToggleFavourite={onToggleFavourite}
      />
    </section>
  )
}

/** The game of the week: its art large beside the title, with four more games to try. */
function GameOfTheWeek({ site, session, sections, actions, banners }: HomeProps) {
  const { t } = useLingui()
  const banner = banners?.[0]
  const [lead, ...more] = sections[0]?.games ?? []
  const siteName = site.siteName
  const join = banner?.cta ?? t`Join now`
  return (
    <Hero
      variant="split"
      className={styles.hero}
      image={lead?.game_image}
      kicker={t`Game of the week`}
      title={banner?.title ?? t`Welcome to ${siteName}`}
      ctaLabel={lead ? t`Play ${{ game: lead.game_name }}` : session.signedIn ? t`Deposit` : join}
      onCta={lead ? () => actions.playGame(lead) : session.signedIn ? actions.deposit : actions.register}
      secondaryLabel={lead ? (session.signedIn ? t`Deposit` : join) : undefined}
      onSecondary={session.signedIn ? actions.deposit : actions.register}
    >
      {lead ? (
        <p className={styles.leadName}>
          {lead.game_name}
          {lead.provider_name ? (
            <span className={styles.leadBy}> {t`by ${{ provider: lead.provider_name }}`}</span>
          ) : null}
        </p>
      ) : null}
      {more.length > 0 ? (
        <ul className={styles.tryList} aria-label={t`More to try`}>
          {more.slice(0, 4).map((game) => (
            <li key={game.game_code}>
              <GameCard game={game} variant="tile" showProvider={false} onPlay={actions.playGame} />
            </li>
          ))}
        </ul>
      ) : null}
    </Hero>
  )
}

/** Signed-in players get a welcome strip with their balance and the deposit button. */
function Welcome({ session, site, actions }: HomeProps) {
  const { t } = useLingui()
  if (!session.signedIn) return null
  const firstName = session.fullName?.split(' ')[0]
  return (
    <section className={styles.welcome} aria-label={t`Your account`}>
      <p className={styles.welcomeText}>
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
    </section>
  )
}

/** Candy's home: the game of the week in giant art, a welcome strip for players, then tall posters. */
export function Home(props: HomeProps) {
  return (
    <div className={styles.home}>
      <GameOfTheWeek {...props} />
      <Welcome {...props} />
      {props.loading ? (
        <GameGrid games={[]} variant="poster" loading gap={20} onPlay={props.actions.playGame} />
      ) : (
        props.sections.map((section, index) => (
          <PosterSection key={section.key} section={section} index={index} props={props} />
        ))
      )}
    </div>
  )
}
