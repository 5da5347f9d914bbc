import type { GameSection, GameTile, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import { type CardLook, CardSkeletons, GameCard } from './GameCard'
import * as styles from './Home.css'

interface Look {
  layout: 'row' | 'grid' | 'masonry' | 'ranked' | 'bento'
  card: CardLook
}

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks: Look[] = [
  { layout: 'row', card: 'poster' },
  { layout: 'row', card: 'poster' },
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
  return (
    <section className={styles.hero} aria-label="Featured offer">
      {banner?.image && <img className={styles.heroArt} src={banner.image} alt="" />}
      <div className={styles.heroText}>
        {banner?.kicker && <p className={styles.kicker}>{banner.kicker}</p>}
        <h1 className={styles.heroTitle}>{heading}</h1>
        {banner?.subtitle && <p className={styles.heroSubtitle}>{banner.subtitle}</p>}
        <div className={styles.heroActions}>
          {cta}
          {hot[0] && (
            <button type="button" className={styles.ghost} onClick={() => props.actions.playGame(hot[0]!)}>
              Play {hot[0].game_name}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}

/** Quest's home: full-bleed poster hero, then big poster rows and a tile grid. */
export function Home(props: HomeProps) {
  const { sections, loading } = props
  const idPrefix = useId()
  return (
    <div className={styles.home}>
      <Hero {...props} />
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
