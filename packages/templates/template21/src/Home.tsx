import type { GameSection, HomeProps, SportMatch } from '@lobbykit/ui/template'
import { useId } from 'react'
import { formatKickoff, formatOdds } from './format'
import { type CardLook, CardSkeletons, GameCard } from './GameCard'
import * as styles from './Home.css'
import { Icon, iconFor } from './icons'

interface Look {
  layout: 'row' | 'grid' | 'masonry' | 'ranked' | 'bento'
  card: CardLook
}

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks: Look[] = [{ layout: 'grid', card: 'landscape' }]

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
  const matches = props.matches ?? []
  return (
    <section className={styles.hero} aria-label="Top matches">
      <h1 className={styles.heroTitle}>Top matches today</h1>
      <ul className={styles.scoreCards}>
        {matches.map((match) => (
          <li key={match.id} className={styles.scoreCard}>
            <p className={styles.boardLeague}>
              {match.live ? (
                <span className={styles.liveBadge}>Live {match.minute}'</span>
              ) : (
                formatKickoff(match.startsAt)
              )}{' '}
              · {match.league}
            </p>
            <p className={styles.scoreLine}>
              <span>{match.home}</span>
              <strong>{match.score?.[0] ?? ''}</strong>
            </p>
            <p className={styles.scoreLine}>
              <span>{match.away}</span>
              <strong>{match.score?.[1] ?? ''}</strong>
            </p>
            <OddsButtons match={match} onPick={(m) => props.actions.openMatch?.(m)} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function Categories({ categories }: HomeProps) {
  return (
    <nav aria-label="Browse categories" className={styles.categories}>
      <ul className={styles.categoryList}>
        {categories.map((category) => (
          <li key={category.key}>
            <a href={category.href} className={styles.category}>
              <Icon name={iconFor(category.category ?? category.key)} size={24} />
              <span>{category.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function OddsButtons({
  match,
  onPick,
  picked,
  large = false,
}: {
  match: SportMatch
  onPick(match: SportMatch, outcome: 'home' | 'draw' | 'away'): void
  picked?: string
  large?: boolean
}) {
  const outcomes = [
    { key: 'home' as const, label: '1', name: `${match.home} to win`, odds: match.odds.home },
    ...(match.odds.draw === undefined
      ? []
      : [{ key: 'draw' as const, label: 'X', name: 'Draw', odds: match.odds.draw }]),
    { key: 'away' as const, label: '2', name: `${match.away} to win`, odds: match.odds.away },
  ]
  return (
    <div className={large ? styles.oddsLarge : styles.odds}>
      {outcomes.map((outcome) => (
        <button
          key={outcome.key}
          type="button"
          className={styles.odd}
          aria-pressed={picked === undefined ? undefined : picked === outcome.key}
          onClick={() => onPick(match, outcome.key)}
        >
          <span className={styles.oddLabel}>{outcome.label}</span>
          <span className={styles.visuallyHidden}> {outcome.name}, odds </span>
          <span className={styles.oddValue}>{formatOdds(outcome.odds)}</span>
        </button>
      ))}
    </div>
  )
}

function Matches(props: HomeProps) {
  const matches = props.matches ?? []
  const id = useId()

  if (matches.length === 0) return null
  return (
    <div className={styles.sportsbook}>
      <section className={styles.matches} aria-labelledby={id}>
        <h2 id={id} className={styles.sectionTitle}>
          Live &amp; upcoming
        </h2>
        <ul className={styles.matchList}>
          {matches.map((match) => (
            <li key={match.id} className={styles.match}>
              <div className={styles.matchInfo}>
                <p className={styles.matchMeta}>
                  {match.live ? (
                    <span className={styles.liveBadge}>Live {match.minute}'</span>
                  ) : (
                    <span>{formatKickoff(match.startsAt)}</span>
                  )}
                  <span>{match.league}</span>
                </p>
                <p className={styles.matchTeams}>
                  {match.home}
                  {match.score ? (
                    <strong className={styles.matchScore}>
                      {' '}
                      {match.score[0]} – {match.score[1]}{' '}
                    </strong>
                  ) : (
                    <span className={styles.vs}> v </span>
                  )}
                  {match.away}
                </p>
              </div>
              <OddsButtons match={match} onPick={(m) => props.actions.openMatch?.(m)} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** Arena's home: swipeable scorecards, category icons, the market list, then casino cards. */
export function Home(props: HomeProps) {
  const { sections, loading } = props
  const idPrefix = useId()
  return (
    <div className={styles.home}>
      <Hero {...props} />
      <Categories {...props} />
      <Matches {...props} />
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
