import { useLingui } from '@lingui/react/macro'
import type { Fixture, LocalisedName } from '@lobbykit/contract/calls/fixtures'
import type { SportsMarket, SportsSelection } from '@lobbykit/contract/calls/games'
import { virtualFixtures } from '@lobbykit/core/api/games/virtualFixtures'
import { startup } from '@lobbykit/core/api/startup/startup'
import { useEffect, useRef, useState } from 'react'
import { multiplierText, useGame } from '../context'
import * as css from '../theme.css'
import { CloseIcon } from '../ui/icons'
import { firstStake, StakeControl } from '../ui/StakeControl'
import { type BetState, betState, combinedOdds } from './settle'
import * as v from './sports.css'

/** Fixtures are read again this often (docs/product.md#originals: new ones start every few minutes). */
export const refreshMs = 15_000

type Sport = Fixture['sport']
type SlipEntry = SportsSelection & { odds: number; label: string; event: string }
interface PlacedBet {
  roundId: string
  entries: SlipEntry[]
  stake: number
  odds: number
  state: BetState
}

/** A name in the player's language, English when it has none. */
export function nameIn(name: LocalisedName, language: string): string {
  return name[language.toUpperCase()] ?? name.EN ?? Object.values(name)[0] ?? ''
}

function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * The virtual sportsbook (docs/product.md#originals): football matches (1X2, over/under 2.5 goals) and horse
 * races (winner) with a countdown to the start; a bet slip of singles (one round per selection) or one
 * accumulator; placed bets stay listed as open until their fixtures' results settle them.
 */
export function SportsGame() {
  const { t } = useLingui()
  const { info, api, money, play, settle, announce, refreshBalance, locale } = useGame()
  const language = info.language
  const maxSelections = info.rules.engine === 'virtual_sports' ? info.rules.max_selections : 8
  const [fixtures, setFixtures] = useState<Fixture[] | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const [sport, setSport] = useState<Sport>('football')
  const [slip, setSlip] = useState<SlipEntry[]>([])
  const [mode, setMode] = useState<'single' | 'accumulator'>('single')
  const [stake, setStake] = useState(() => firstStake(info.min_stake, info.max_stake, info.balance))
  const [bets, setBets] = useState<PlacedBet[]>([])
  const [busy, setBusy] = useState(false)
  const site = useRef<{ domain_name: string; external_id: string } | null>(null)
  const slipRef = useRef<HTMLElement>(null)

  // The fixtures call names the site: its external id comes from the start-up answer of this domain.
  useEffect(() => {
    let stopped = false
    const load = async () => {
      if (!site.current) {
        const domain_name = window.location.hostname
        const started = await startup(api, { domain_name })
        if (!started.ok) return
        site.current = { domain_name, external_id: started.data.site.external_id }
      }
      const result = await virtualFixtures(api, { ...site.current, language })
      if (!stopped && result.ok) setFixtures(result.data.fixtures)
    }
    void load()
    const timer = setInterval(load, refreshMs)
    const tick = setInterval(() => setNow(Date.now()), 1_000)
    return () => {
      stopped = true
      clearInterval(timer)
      clearInterval(tick)
    }
  }, [api, language])

  // A bet whose fixtures have ended is settled: a win reads the credited balance.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when new fixtures arrive
  useEffect(() => {
    if (!fixtures) return
    const changed: PlacedBet[] = []
    const next = bets.map((bet) => {
      if (bet.state !== 'open') return bet
      const state = betState(bet.entries, fixtures)
      if (state === 'open') return bet
      const updated = { ...bet, state }
      changed.push(updated)
      return updated
    })
    if (changed.length === 0) return
    setBets(next)
    for (const bet of changed) {
      const amount = money(Math.floor((bet.stake * bet.odds) / 100))
      if (bet.state === 'won') {
        const text = t`Your bet won ${amount}`
        void refreshBalance().then((balance) => {
          if (balance !== undefined) settle({ balance, win: Math.floor((bet.stake * bet.odds) / 100) }, text)
        })
      } else if (bet.state === 'lost') announce(t`Your bet lost`)
    }
  }, [fixtures])

  const isOpen = (fixture: Fixture) => fixture.status === 'open' && Date.parse(fixture.starts_at) > now
  // Selections on fixtures that have started leave the slip.
  useEffect(() => {
    if (!fixtures) return
    setSlip((entries) =>
      entries.filter((entry) => {
        const fixture = fixtures.find((f) => f.fixture_id === entry.fixture_id)
        return fixture !== undefined && fixture.status === 'open' && Date.parse(fixture.starts_at) > now
      }),
    )
  }, [fixtures, now])

  const eventName = (fixture: Fixture): string => {
    if (fixture.sport === 'horse_racing') {
      const time = new Date(fixture.starts_at).toLocaleTimeString(locale, {
        hour: '2-digit',
        minute: '2-digit',
      })
      return t`Race ${time}`
    }
    const home = nameIn(fixture.home, language)
    const away = nameIn(fixture.away, language)
    return `${home} – ${away}`
  }
  const pickLabel = (fixture: Fixture, market: SportsMarket, pick: string): string => {
    if (market === 'winner') {
      const runner = fixture.runners.find((r) => String(r.number) === pick)
      const name = runner ? nameIn(runner.name, language) : ''
      return `${pick}. ${name}`
    }
    if (market === 'over_under') return pick === 'over' ? t`Over 2.5` : t`Under 2.5`
    if (pick === 'home') return nameIn(fixture.home, language)
    if (pick === 'away') return nameIn(fixture.away, language)
    return t`Draw`
  }

  const toggle = (fixture: Fixture, market: SportsMarket, pick: string, odds: number) => {
    setSlip((entries) => {
      const same = entries.find((e) => e.fixture_id === fixture.fixture_id)
      const others = entries.filter((e) => e.fixture_id !== fixture.fixture_id)
      if (same && same.market === market && same.pick === pick) return others
      if (!same && entries.length >= maxSelections) return entries
      const entry = {
        fixture_id: fixture.fixture_id,
        market,
        pick,
        odds,
        label: pickLabel(fixture, market, pick),
        event: eventName(fixture),
      }
      return [...others, entry]
    })
  }

  const accumulator = mode === 'accumulator' && slip.length >= 2
  const accOdds = combinedOdds(slip.map((e) => e.odds))
  const totalStake = accumulator ? stake : stake * slip.length
  const potential = accumulator
    ? Math.floor((stake * accOdds) / 100)
    : slip.reduce((sum, e) => sum + Math.floor((stake * e.odds) / 100), 0)

  const placeBets = async () => {
    if (busy || slip.length === 0) return
    setBusy(true)
    const groups = accumulator ? [slip] : slip.map((entry) => [entry])
    const placed: SlipEntry[] = []
    for (const group of groups) {
      const round = await play(stake, {
        engine: 'virtual_sports',
        selections: group.map(({ fixture_id, market, pick }) => ({ fixture_id, market, pick })),
      })
      if (round?.outcome.engine !== 'virtual_sports') break
      const outcome = round.outcome
      placed.push(...group)
      setBets((list) => [
        {
          roundId: round.round_id,
          entries: group.map((entry) => ({
            ...entry,
            odds: outcome.selections.find((s) => s.fixture_id === entry.fixture_id)?.odds ?? entry.odds,
          })),
          stake,
          odds: outcome.odds,
          state: round.status === 'open' ? 'open' : round.win > 0 ? 'won' : 'lost',
        },
        ...list,
      ])
      const odds = multiplierText(outcome.odds)
      settle(round, t`Bet placed at odds ${odds}`)
    }
    setSlip((entries) => entries.filter((entry) => !placed.includes(entry)))
    setBusy(false)
  }

  const shown = (fixtures ?? [])
    .filter((f) => f.sport === sport)
    .sort((a, b) => {
      const rank = (f: Fixture) => (f.status === 'open' ? 0 : f.status === 'running' ? 1 : 2)
      return rank(a) - rank(b) || Date.parse(a.starts_at) - Date.parse(b.starts_at)
    })
    .slice(0, 8)
  const stateText: Record<Exclude<BetState, 'won'>, string> = {
    open: t`Open`,
    lost: t`Lost`,
    unknown: t`Settled: see bet history`,
  }
  const stateClass: Record<BetState, string> = {
    open: v.stateOpen,
    won: v.stateWon,
    lost: v.stateLost,
    unknown: css.muted,
  }
  const totalText = money(totalStake)
  const slipCount = slip.length
  const potentialText = money(potential)

  return (
    <>
      <section className={css.stage} aria-label={t`Fixtures`}>
        <fieldset className={v.tabs} aria-label={t`Sport`}>
          <button
            type="button"
            className={css.chip}
            aria-pressed={sport === 'football'}
            onClick={() => setSport('football')}
          >
            <SportIcon sport="football" /> {t`Football`}
          </button>
          <button
            type="button"
            className={css.chip}
            aria-pressed={sport === 'horse_racing'}
            onClick={() => setSport('horse_racing')}
          >
            <SportIcon sport="horse_racing" /> {t`Horse racing`}
          </button>
        </fieldset>
        {fixtures === null ? (
          <div className={css.centred}>
            <div className={css.spinner} role="status" aria-label={t`Loading fixtures`} />
          </div>
        ) : shown.length === 0 ? (
          <p className={css.muted}>{t`No fixtures right now. New ones start every few minutes.`}</p>
        ) : (
          <ul className={v.list} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((fixture) => {
              const open = isOpen(fixture)
              const startsIn = Date.parse(fixture.starts_at) - now
              const countdown = clock(startsIn)
              const running = fixture.status === 'running' || (!open && fixture.result === null)
              return (
                <li key={fixture.fixture_id} className={v.card}>
                  <div className={v.cardHead}>
                    <SportIcon sport={fixture.sport} />
                    <span>
                      {fixture.sport === 'football' ? t`Virtual football` : t`Virtual horse racing`}
                    </span>
                    <span className={`${v.clock} ${running ? v.live : ''}`}>
                      {open ? t`Starts in ${countdown}` : fixture.result !== null ? t`Finished` : t`Live`}
                    </span>
                  </div>
                  <h3 className={v.teams}>
                    {fixture.sport === 'football' ? (
                      <>
                        <span>{nameIn(fixture.home, language)}</span>{' '}
                        <span className={v.versus}>{t`vs`}</span>{' '}
                        <span>{nameIn(fixture.away, language)}</span>
                      </>
                    ) : (
                      <span>{eventName(fixture)}</span>
                    )}
                    {fixture.result && fixture.sport === 'football' && (
                      <span className={v.score}>{fixture.result}</span>
                    )}
                  </h3>
                  {fixture.result && fixture.sport === 'horse_racing' && (
                    <p className={css.muted} style={{ margin: 0 }}>
                      {(() => {
                        const order = fixture.result
                          .split(',')
                          .slice(0, 3)
                          .map((n) => pickLabel(fixture, 'winner', n.trim()))
                          .join(' · ')
                        return t`Result: ${order}`
                      })()}
                    </p>
                  )}
                  {fixture.markets.map((market) => (
                    <div key={market.market} style={{ display: 'grid', gap: 6 }}>
                      <span className={v.marketLabel}>
                        {market.market === '1x2'
                          ? t`Match result`
                          : market.market === 'over_under'
                            ? t`Total goals`
                            : t`Winner`}
                      </span>
                      <div className={market.market === 'winner' ? v.runners : v.picks}>
                        {market.picks.map((pick) => {
                          const chosen = slip.some(
                            (e) =>
                              e.fixture_id === fixture.fixture_id &&
                              e.market === market.market &&
                              e.pick === pick.pick,
                          )
                          const label = pickLabel(fixture, market.market, pick.pick)
                          const short =
                            market.market === '1x2'
                              ? pick.pick === 'home'
                                ? '1'
                                : pick.pick === 'away'
                                  ? '2'
                                  : 'X'
                              : label
                          const odds = multiplierText(pick.odds).slice(1)
                          return (
                            <button
                              key={pick.pick}
                              type="button"
                              className={v.pick}
                              aria-pressed={chosen}
                              disabled={!open}
                              onClick={() => toggle(fixture, market.market, pick.pick, pick.odds)}
                            >
                              <span className={v.pickName}>
                                {short}
                                {short !== label && ' '}
                                {short !== label && <span className={css.visuallyHidden}>{label}</span>}
                              </span>{' '}
                              <span className={v.odds}>{odds}</span>
                            </button>
                          )
                        })}
                      </div>
                    </div>
                  ))}
                </li>
              )
            })}
          </ul>
        )}
      </section>
      {slip.length > 0 && (
        <div className={v.slipBar}>
          <span>
            <strong>{t`Selections: ${slipCount}`}</strong>
            <span className={v.slipBarReturn}>{t`Potential return ${potentialText}`}</span>
          </span>
          <button
            type="button"
            className={css.secondary}
            onClick={() => slipRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })}
          >
            {t`Open bet slip`}
          </button>
        </div>
      )}
      <section
        className={css.controls}
        aria-label={t`Bet slip`}
        ref={slipRef}
        style={{ scrollMarginTop: 70 }}
      >
        <h2 className={v.heading}>{t`Bet slip`}</h2>
        <fieldset className={v.tabs} aria-label={t`Bet type`}>
          <button
            type="button"
            className={css.chip}
            aria-pressed={mode === 'single'}
            onClick={() => setMode('single')}
          >
            {t`Singles`}
          </button>
          <button
            type="button"
            className={css.chip}
            aria-pressed={mode === 'accumulator'}
            onClick={() => setMode('accumulator')}
          >
            {t`Accumulator`}
          </button>
        </fieldset>
        {slip.length === 0 ? (
          <p className={css.muted} style={{ margin: 0 }}>
            {t`Tap the odds of a fixture to add it to your slip.`}
          </p>
        ) : (
          <ul className={v.slip}>
            {slip.map((entry) => {
              const entryLabel = entry.label
              return (
                <li key={entry.fixture_id} className={v.slipItem}>
                  <span className={v.slipText}>
                    <span className={v.slipPick}>{entry.label}</span>
                    <span className={css.muted}>{entry.event}</span>
                  </span>
                  <span className={v.odds}>{multiplierText(entry.odds).slice(1)}</span>
                  <button
                    type="button"
                    className={css.iconButton}
                    aria-label={t`Remove ${entryLabel}`}
                    onClick={() => setSlip((entries) => entries.filter((e) => e !== entry))}
                  >
                    <CloseIcon />
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        {mode === 'accumulator' && slip.length === 1 && (
          <p className={css.muted} style={{ margin: 0 }}>
            {t`An accumulator needs selections from at least two events.`}
          </p>
        )}
        <StakeControl
          value={stake}
          onChange={setStake}
          disabled={busy}
          label={accumulator ? t`Stake` : t`Stake per bet`}
        />
        <div className={v.summary}>
          {accumulator && (
            <>
              <span>{t`Combined odds`}</span>
              <span className={v.summaryValue} data-testid="combined-odds">
                {multiplierText(accOdds).slice(1)}
              </span>
            </>
          )}
          <span>{t`Total stake`}</span>
          <span className={v.summaryValue}>{totalText}</span>
          <span>{t`Potential return`}</span>
          <span className={v.summaryValue} data-testid="potential-return">
            {money(potential)}
          </span>
        </div>
        <button
          type="button"
          className={css.primary}
          disabled={busy || slip.length === 0}
          onClick={placeBets}
        >
          {busy ? t`Placing…` : accumulator ? t`Place accumulator` : t`Place bets`}
        </button>
        {bets.length > 0 && (
          <>
            <h2 className={v.heading}>{t`My bets`}</h2>
            <ul className={v.bets} aria-label={t`My bets`}>
              {bets.map((bet) => {
                const betStake = money(bet.stake)
                const odds = multiplierText(bet.odds).slice(1)
                const wonAmount = money(Math.floor((bet.stake * bet.odds) / 100))
                return (
                  <li key={bet.roundId} className={v.bet} data-testid="placed-bet">
                    <span className={v.betHead}>
                      <span>{bet.entries.length > 1 ? t`Accumulator` : t`Single`}</span>
                      <span className={stateClass[bet.state]}>
                        {bet.state === 'won' ? t`Won ${wonAmount}` : stateText[bet.state]}
                      </span>
                    </span>
                    {bet.entries.map((entry) => (
                      <span key={entry.fixture_id}>
                        {entry.label} <span className={css.muted}>· {entry.event}</span>
                      </span>
                    ))}
                    <span className={css.muted}>{t`Stake ${betStake} at ${odds}`}</span>
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </section>
    </>
  )
}

function SportIcon({ sport }: { sport: Sport }) {
  if (sport === 'football')
    return (
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        style={{ verticalAlign: 'middle' }}
      >
        <circle cx="12" cy="12" r="10" fill="#fff" stroke="#111" strokeWidth="1.5" />
        <polygon points="12,7.5 16,10.4 14.5,15 9.5,15 8,10.4" fill="#111" />
        <path
          d="M12 7.5V2.5M16 10.4l4.6-1.6M14.5 15l2.8 4M9.5 15l-2.8 4M8 10.4L3.4 8.8"
          stroke="#111"
          strokeWidth="1.2"
        />
      </svg>
    )
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ verticalAlign: 'middle' }}
    >
      <path
        d="M7 21l1.5-6.5C6 13 5 11 6 8.5L4 7l3-1.5C8.5 3 11.5 2 14 3l2-1 .5 2.5C19 6 20 9 19.5 12l-2.5 1-1-3-2 2 .5 9z"
        fill="#f7c948"
        stroke="#7a4d05"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <circle cx="13.5" cy="6" r="1" fill="#231a00" />
    </svg>
  )
}
