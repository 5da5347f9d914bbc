import type { GameSection, GameTile, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import { formatMoney } from './format'
import { type CardLook, CardSkeletons, GameCard } from './GameCard'
import * as styles from './Home.css'

interface Look {
  layout: 'row' | 'grid' | 'masonry' | 'ranked' | 'bento'
  card: CardLook
}

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks: Look[] = [
  { layout: 'row', card: 'tile' },
  { layout: 'row', card: 'landscape' },
  { layout: 'row', card: 'tile' },
]

function Section({
  section,
  index,
  idPrefix,
  props,
}: {
  section: GameSection
  index: number
  idPrefix: string
  props: HomeProps
}) {
  const look = looks[index % looks.length]!
  const id = `${idPrefix}-${section.key}`
  const onFavourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  const games = look.layout === 'ranked' ? section.games.slice(0, 10) : section.games
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {section.title}
        </h2>
        {section.href && (
          <a href={section.href} className={styles.seeAll}>
            See all<span className={styles.visuallyHidden}> {section.title}</span>
          </a>
        )}
      </div>
      <ul className={styles.layout[look.layout]}>
        {games.map((game, i) => (
          <li key={game.game_code} className={styles.item}>
            <GameCard
              game={game}
              look={look.card}
              rank={look.layout === 'ranked' ? i + 1 : undefined}
              onPlay={props.actions.playGame}
              onFavourite={onFavourite}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function Hero(props: HomeProps) {
  const banner = props.banners?.[0]
  const hot: GameTile[] = props.sections[0]?.games ?? []
  const heading = banner?.title ?? `Welcome to ${props.site.siteName}`
  const cta = props.session.signedIn ? (
    <button type="button" className={styles.cta} onClick={props.actions.deposit}>
      Deposit
    </button>
  ) : (
    <button type="button" className={styles.cta} onClick={props.actions.register}>
      {banner?.cta ?? 'Join now'}
    </button>
  )
  const amount = props.jackpot === undefined ? undefined : formatMoney(props.jackpot, props.site.currency)
  return (
    <section className={styles.hero} aria-label="Jackpot">
      <div className={styles.heroText}>
        <p className={styles.kicker}>
          {amount ? 'Progressive jackpot' : (banner?.kicker ?? 'Jackpot games')}
        </p>
        {amount && <p className={styles.jackpot}>{amount}</p>}
        <h1 className={styles.heroTitle}>{heading}</h1>
        {banner?.subtitle && <p className={styles.heroSubtitle}>{banner.subtitle}</p>}
        <div className={styles.heroActions}>{cta}</div>
      </div>
      <ul className={styles.heroGames}>
        {hot.slice(0, 4).map((game) => (
          <li key={game.game_code}>
            <button type="button" className={styles.heroGame} onClick={() => props.actions.playGame(game)}>
              <img src={game.game_image} alt="" width={120} height={120} />
              <span>{game.game_name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Welcome({ session, site, actions }: HomeProps) {
  if (!session.signedIn) return null
  return (
    <section className={styles.welcome} aria-label="Your account">
      <p className={styles.welcomeText}>
        Welcome back{session.fullName ? `, ${session.fullName.split(' ')[0]}` : ''}
        {session.vipLevel && <span className={styles.vip}>{session.vipLevel}</span>}
      </p>
      <p className={styles.welcomeBalance}>{formatMoney(session.balance ?? 0, site.currency)}</p>
      <button type="button" className={styles.cta} onClick={actions.deposit}>
        Deposit
      </button>
    </section>
  )
}

/** Strip's home: jackpot band, then three swipeable rows. */
export function Home(props: HomeProps) {
  const { sections, loading } = props
  const idPrefix = useId()
  return (
    <div className={styles.home}>
      <Hero {...props} />
      <Welcome {...props} />
      {loading ? (
        <CardSkeletons count={12} className={styles.layout.grid} />
      ) : (
        sections.map((section, index) => (
          <Section key={section.key} section={section} index={index} idPrefix={idPrefix} props={props} />
        ))
      )}
    </div>
  )
}
