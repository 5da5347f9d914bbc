import { useLingui } from '@lingui/react/macro'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { Hero } from '@lobbykit/ui/Hero'
import { Icon, type IconName } from '@lobbykit/ui/Icon'
import { Link } from '@lobbykit/ui/Link'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** Palazzo alternates a four-a-row grid of name-band posters with a ranked top ten. */
const looks = ['grid', 'ranked'] as const

function Section({ section, index, props }: { section: GameSection; index: number; props: HomeProps }) {
  const titleId = useId()
  const look = looks[index % looks.length]
  const onFavourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionHeader id={titleId} title={section.title} href={section.href} variant="underline" />
      {look === 'grid' ? (
        <div className={styles.grid}>
          <GameGrid
            games={section.games}
            variant="poster"
            virtualize={false}
            gap={16}
            label={section.title}
            onPlay={props.actions.playGame}
            onToggleFavourite={onFavourite}
          />
        </div>
      ) : (
        <ol className={styles.ranked}>
          {section.games.slice(0, 10).map((game, rank) => (
            <li key={game.game_code} className={styles.rankedItem}>
              <span className={styles.rank} aria-hidden="true">
                {rank + 1}
              </span>
              <GameCard
                game={game}
                variant="row"
                onPlay={props.actions.playGame}
                onToggleFavourite={onFavourite}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function Promos() {
  const { t } = useLingui()
  const promos: { key: string; icon: IconName; title: string; text: string; href: string; link: string }[] = [
    {
      key: 'vip',
      icon: 'crown',
      title: t`VIP club`,
      text: t`Weekly cashback and a personal host from Gold level.`,
      href: '/vip',
      link: t`See VIP levels`,
    },
    {
      key: 'missions',
      icon: 'gift',
      title: t`Daily missions`,
      text: t`Finish three missions a day for free spins.`,
      href: '/mission',
      link: t`Today's missions`,
    },
    {
      key: 'referral',
      icon: 'user',
      title: t`Refer a friend`,
      text: t`You both get a bonus on their first deposit.`,
      href: '/referral',
      link: t`Invite friends`,
    },
  ]
  return (
    <ul className={styles.promos} aria-label={t`Promotions`}>
      {promos.map((promo) => (
        <li key={promo.key} className={styles.promo}>
          <Icon name={promo.icon} size={28} />
          <p className={styles.promoTitle}>{promo.title}</p>
          <p className={styles.promoText}>{promo.text}</p>
          <Link href={promo.href} className={styles.promoLink}>
            {promo.link}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Palazzo's home: a poster with its text on a solid panel, the promotion trio, then the sections. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, sections, loading, actions, banners } = props
  const banner = banners?.[0]
  const first = sections[0]?.games[0]
  const siteName = site.siteName
  return (
    <div className={styles.home}>
      <Hero
        variant="full"
        className={styles.hero}
        image={banner?.image}
        kicker={banner?.kicker}
        title={banner?.title ?? t`Welcome to ${siteName}`}
        subtitle={banner?.subtitle}
        ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
        onCta={session.signedIn ? actions.deposit : actions.register}
        secondaryLabel={first ? t`Play ${{ game: first.game_name }}` : undefined}
        onSecondary={first ? () => actions.playGame(first) : undefined}
      />
      <Promos />
      {loading ? (
        <div className={styles.grid}>
          <GameGrid games={[]} variant="poster" loading gap={16} onPlay={actions.playGame} />
        </div>
      ) : (
        sections.map((section, index) => (
          <Section key={section.key} section={section} index={index} props={props} />
        ))
      )}
    </div>
  )
}
