import type { GameSection, HomeProps, SportMatch } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import { formatKickoff, formatOdds } from './format'
import { type CardLook, CardSkeletons, GameCard } from './GameCard'
import * as styles from './Home.css'

interface Look {
  layout: 'row' | 'grid' | 'masonry' | 'ranked' | 'bento'
  card: CardLook
}

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks: Look[] = [{ layout: 'row', card: 'tile' }]

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
  const [lead] = (props.matches ?? []).filter((m) => m.live)
  return (
    <section className={styles.hero} aria-label="Featured match">
      <h1 className={styles.heroTitle}>Sports betting at {props.site.siteName}</h1>
      {lead ? (
        <div className={styles.board}>
          <p className={styles.boardLeague}>
            <span className={styles.liveBadge}>Live {lead.minute}'</span> {lead.league}
          </p>
          <p className={styles.boardTeams}>
            <span>{lead.home}</span>
            <span className={styles.boardScore}>
              {lead.score ? `${lead.score[0]} – ${lead.score[1]}` : 'vs'}
            </span>
            <span>{lead.away}</span>
          </p>
          <OddsButtons match={lead} onPick={(m) => props.actions.openMatch?.(m)} large />
        </div>
      ) : (
        <p className={styles.heroSubtitle}>No match is live right now: see the fixtures below.</p>
      )}
    </section>
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
  const [picks, setPicks] = useState<Record<string, 'home' | 'draw' | 'away'>>({})
  const picked = matches.filter((m) => picks[m.id])
  const total = picked.reduce((product, m) => product * (m.odds[picks[m.id]!] ?? 1), 1)
  const toggle = (match: SportMatch, outcome: 'home' | 'draw' | 'away') =>
    setPicks((current) => {
      const next = { ...current }
      if (next[match.id] === outcome) delete next[match.id]
      else next[match.id] = outcome
      return next
    })
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
              <OddsButtons match={match} picked={picks[match.id] ?? ''} onPick={toggle} />
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.slip} aria-labelledby={`${id}-slip`}>
        <h2 id={`${id}-slip`} className={styles.sectionTitle}>
          Bet slip <span className={styles.slipCount}>{picked.length}</span>
        </h2>
        {picked.length === 0 ? (
          <p className={styles.slipEmpty}>Pick odds to add a selection.</p>
        ) : (
          <>
            <ul className={styles.slipList}>
              {picked.map((m) => (
                <li key={m.id} className={styles.slipItem}>
                  <span>
                    {picks[m.id] === 'home' ? m.home : picks[m.id] === 'away' ? m.away : 'Draw'}
                    <span className={styles.slipMatch}>
                      {m.home} v {m.away}
                    </span>
                  </span>
                  <strong>{formatOdds(m.odds[picks[m.id]!] ?? 1)}</strong>
                </li>
              ))}
            </ul>
            <p className={styles.slipTotal}>
              Total odds <strong>{formatOdds(total)}</strong>
            </p>
          </>
        )}
        <button
          type="button"
          className={styles.cta}
          disabled={picked.length === 0}
          onClick={() =>
            props.session.signedIn ? picked[0] && props.actions.openMatch?.(picked[0]) : props.actions.login()
          }
        >
          {props.session.signedIn ? 'Place bet' : 'Log in to bet'}
        </button>
      </section>
    </div>
  )
}

/** Pitch's home: live scoreboard with big odds, the 1X2 market list and bet slip, then casino rows. */
export function Home(props: HomeProps) {
  const { sections, loading } = props
  const idPrefix = useId()
  return (
    <div className={styles.home}>
      <Hero {...props} />
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
