import type { GameSection, HomeProps } from '@lobbykit/ui/template'
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
  { layout: 'bento', card: 'tile' },
  { layout: 'ranked', card: 'ranked' },
  { layout: 'grid', card: 'landscape' },
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
  return (
    <div className={styles.hero}>
      <h1 className={styles.heroTitle}>
        {props.session.signedIn && props.session.fullName
          ? `Good to see you, ${props.session.fullName.split(' ')[0]}`
          : `${props.site.siteName}`}
      </h1>
      <p className={styles.heroSubtitle}>Pick a game and play: no banners, no detours.</p>
    </div>
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

/** Pixel's home: no banner: a greeting line, a bento wall, a ranked list and wide cards. */
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
