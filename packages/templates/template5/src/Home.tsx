import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import { formatMoney } from './format'
import { type CardLook, CardSkeletons, GameCard } from './GameCard'
import * as styles from './Home.css'
import { Icon, iconFor } from './icons'

interface Look {
  layout: 'row' | 'grid' | 'masonry' | 'ranked' | 'bento'
  card: CardLook
}

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks: Look[] = [
  { layout: 'bento', card: 'tile' },
  { layout: 'row', card: 'circle' },
  { layout: 'grid', card: 'tile' },
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
  const tiles = props.categories.filter((c) => c.key !== 'hot').slice(0, 7)
  return (
    <section className={styles.hero} aria-label="Game categories">
      <div className={styles.heroText}>
        <h1 className={styles.heroTitle}>{heading}</h1>
        <div className={styles.heroActions}>{cta}</div>
      </div>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.key} className={styles.tileItem}>
            <a href={tile.href} className={styles.tile}>
              <Icon name={iconFor(tile.category ?? tile.key)} size={40} />
              <span>{tile.label}</span>
            </a>
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

/** Neon's home: giant category tiles instead of a banner, a bento of hot games, circle row, grid. */
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
