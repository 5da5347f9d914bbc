import { useLingui } from '@lingui/react/macro'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { Icon, type IconName } from '@lobbykit/ui/Icon'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks = ['row', 'grid'] as const

function GridSection({ section, props }: { section: GameSection; props: HomeProps }) {
  const { t } = useLingui()
  const id = useId()
  const onFavourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHeader id={id} title={section.title} href={section.href} moreLabel={t`See all`} />
      <ul className={styles.grid}>
        {section.games.map((game) => (
          <li key={game.game_code} className={styles.item}>
            <GameCard
              game={game}
              variant="wide"
              onPlay={props.actions.playGame}
              onToggleFavourite={onFavourite}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Game of the week: the hot list's first game beside the site's welcome, and four more to pick from. */
function Feature(props: HomeProps) {
  const { t } = useLingui()
  const banner = props.banners?.[0]
  const [lead, ...rest] = props.sections[0]?.games ?? []
  const heading = banner?.title ?? t`Welcome to ${{ siteName: props.site.siteName }}`
  const signedIn = props.session.signedIn
  return (
    <div className={styles.feature}>
      <Hero
        variant="split"
        className={styles.hero}
        title={heading}
        kicker={t`Game of the week`}
        subtitle={
          lead
            ? lead.provider_name
              ? `${lead.game_name} · ${lead.provider_name}`
              : lead.game_name
            : banner?.subtitle
        }
        image={lead?.game_image ?? banner?.image}
        ctaLabel={lead ? t`Play ${{ game: lead.game_name }}` : undefined}
        onCta={lead ? () => props.actions.playGame(lead) : undefined}
        secondaryLabel={signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
        onSecondary={signedIn ? props.actions.deposit : props.actions.register}
      />
      {rest.length > 0 ? (
        <ul className={styles.featureList} aria-label={t`More games of the week`}>
          {rest.slice(0, 4).map((game) => (
            <li key={game.game_code} className={styles.item}>
              <GameCard game={game} variant="tile" showProvider={false} onPlay={props.actions.playGame} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** Three ways to more play under the games, each an icon, a line and a link. */
function Missions() {
  const { t } = useLingui()
  const row = (icon: IconName, href: string, title: string, text: string, link: string) => (
    <li>
      <Icon name={icon} size={28} />
      <strong>{title}</strong>
      <p>{text}</p>
      <a href={href}>{link}</a>
    </li>
  )
  return (
    <ul className={styles.missions} aria-label={t`Promotions`}>
      {row(
        'crown',
        '/vip',
        t`VIP club`,
        t`Weekly cashback and a personal host from Gold level.`,
        t`See VIP levels`,
      )}
      {row(
        'gift',
        '/mission',
        t`Daily missions`,
        t`Finish three missions a day for free spins.`,
        t`Today's missions`,
      )}
      {row(
        'handshake',
        '/referral',
        t`Refer a friend`,
        t`You both get a bonus on their first deposit.`,
        t`Invite friends`,
      )}
    </ul>
  )
}

/** Galaxy's home: the game of the week, then cinematic rows and grids of wide 16:9 cards, then promotions. */
export function Home(props: HomeProps) {
  const { sections, loading, session, actions } = props
  const onFavourite = session.signedIn ? actions.toggleFavourite : undefined
  return (
    <div className={styles.home}>
      <Feature {...props} />
      {loading ? (
        <GameGrid
          games={[]}
          variant="wide"
          loading
          onPlay={actions.playGame}
          skeletonCount={8}
          minItemWidth={240}
          gap={20}
        />
      ) : (
        sections.map((section, index) =>
          looks[index % looks.length] === 'row' ? (
            <GameShelf
              key={section.key}
              section={section}
              variant="wide"
              itemWidth="300px"
              onPlay={actions.playGame}
              onToggleFavourite={onFavourite}
              className={styles.section}
            />
          ) : (
            <GridSection key={section.key} section={section} props={props} />
          ),
        )
      )}
      <Missions />
    </div>
  )
}
