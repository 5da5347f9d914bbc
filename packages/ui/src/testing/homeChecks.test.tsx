import { cleanup } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '../format'
import type { HomeProps, TemplateModule } from '../template'
import {
  expectJackpot,
  expectPlayerHome,
  expectSectionPlay,
  expectTopTen,
  itPlaysFromASection,
  itRanksTheTopTen,
  itReadsTheJackpotOnce,
  itShowsThePlayersBalance,
} from './homeChecks'

/** What a broken home gets wrong. */
type Flaw =
  | 'deposit not wired'
  | 'jackpot twice'
  | 'plays the first game'
  | 'ranks unnumbered'
  | 'ranks eleven'

/** A plain home that does what the checks ask, unless told which flaw to have. */
function FakeHome({ site, session, sections, actions, jackpot, flaw }: HomeProps & { flaw?: Flaw }) {
  const deposit = flaw === 'deposit not wired' ? () => {} : actions.deposit
  return (
    <>
      <h1>Home</h1>
      {session.signedIn && (
        <p>
          <span>{formatMoney(session.balance ?? 0, site.currency)}</span>
          <button type="button" onClick={deposit}>
            Deposit
          </button>
        </p>
      )}
      {jackpot !== undefined && <p>{formatMoney(jackpot, site.currency)}</p>}
      {flaw === 'jackpot twice' && jackpot !== undefined && <p>{formatMoney(jackpot, site.currency)}</p>}
      {sections.map((section) => (
        <section key={section.key}>
          <h2>{section.title}</h2>
          <ol>
            {section.games.slice(0, flaw === 'ranks eleven' ? 11 : 10).map((game, rank) => (
              <li key={game.game_code}>
                {flaw === 'ranks unnumbered' ? '' : `${rank + 1}. `}
                <button
                  type="button"
                  aria-label={`Play ${game.game_name}`}
                  onClick={() => actions.playGame(flaw === 'plays the first game' ? section.games[0]! : game)}
                >
                  {game.game_name}
                </button>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  )
}

/** The fake home, whole and with each flaw, made once here: a component made per call would lose its state. */
const homes: Record<Flaw | 'whole', TemplateModule['Home']> = {
  whole: (props) => <FakeHome {...props} />,
  'deposit not wired': (props) => <FakeHome {...props} flaw="deposit not wired" />,
  'jackpot twice': (props) => <FakeHome {...props} flaw="jackpot twice" />,
  'plays the first game': (props) => <FakeHome {...props} flaw="plays the first game" />,
  'ranks unnumbered': (props) => <FakeHome {...props} flaw="ranks unnumbered" />,
  'ranks eleven': (props) => <FakeHome {...props} flaw="ranks eleven" />,
}

/** A template whose Home is the fake home, whole or with that flaw. */
const fakeHome = (flaw?: Flaw) =>
  ({ Home: homes[flaw ?? 'whole'] }) as Partial<TemplateModule> as TemplateModule

/** Runs one check that must fail, then unmounts what it rendered. */
function expectFailure(check: () => void): void {
  expect(check).toThrow()
  cleanup()
}

describe('home checks', () => {
  describe('pass a home that has them', () => {
    itShowsThePlayersBalance(fakeHome(), { deposits: 1 })
    itRanksTheTopTen(fakeHome(), { section: 1, numbered: true })
    itPlaysFromASection(fakeHome(), 1, 2)
    itReadsTheJackpotOnce(fakeHome())
  })

  it('the balance check fails a deposit that does not reach the shell, or a wrong count', () => {
    expectFailure(() => expectPlayerHome(fakeHome('deposit not wired'), { deposits: 1 }))
    expectFailure(() => expectPlayerHome(fakeHome(), { deposits: 2 }))
    expectFailure(() => expectPlayerHome(fakeHome(), { deposits: 1, balances: 0 }))
  })

  it('the top ten check fails a board of eleven, or one without its numbers', () => {
    expectFailure(() => expectTopTen(fakeHome('ranks eleven'), { section: 0 }))
    expectFailure(() => expectTopTen(fakeHome('ranks unnumbered'), { section: 1, numbered: true }))
  })

  it('the section play check fails a button that plays another game', () => {
    expectFailure(() => expectSectionPlay(fakeHome('plays the first game'), 1, 2))
  })

  it('the jackpot check fails a jackpot read out twice', () => {
    expectFailure(() => expectJackpot(fakeHome('jackpot twice')))
  })
})
