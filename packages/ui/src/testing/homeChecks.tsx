/**
 * Shared checks of a template's home, parameterised by the template's own names and sections: the signed-in
 * player's balance and deposit buttons, a ranked top ten, a section's own play buttons and the jackpot.
 * `describeTemplateContract` runs them from its options; `expect*` holds each check, `it*` registers it.
 */
import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { demoHomeProps, signedInSession } from '../demo'
import type { TemplateModule } from '../template'

/** `signedInSession`'s balance, and a jackpot of 1,284,559,031 centavos, as the demo site reads them out. */
const balance = '₱12,540.75'
const jackpotAmount = 1_284_559_031
const jackpot = '₱12,845,590.31'

export interface PlayerHomeOptions {
  /** How many deposit buttons the signed-in home shows; each one calls the shell. */
  deposits: number
  /** The deposit buttons' name. Default: 'Deposit'. */
  deposit?: string | RegExp
  /** The region (by name) that holds the balance and those buttons. Default: the whole page. */
  region?: string
  /** How many elements read the balance out (0 where the home leaves it to the layout). Default: 1. */
  balances?: number
}

/** The home of a signed-in player reads their balance out and offers deposit buttons that call the shell. */
export function expectPlayerHome(
  { Home }: TemplateModule,
  { deposits, deposit: name = 'Deposit', region, balances = 1 }: PlayerHomeOptions,
): void {
  const deposit = vi.fn()
  const props = demoHomeProps({ session: signedInSession })
  render(<Home {...props} actions={{ ...props.actions, deposit }} />)
  const scope = region === undefined ? document.body : screen.getByRole('region', { name: region })
  expect(within(scope).queryAllByText(balance)).toHaveLength(balances)
  const buttons = within(scope).getAllByRole('button', { name })
  expect(buttons).toHaveLength(deposits)
  for (const button of buttons) fireEvent.click(button)
  expect(deposit).toHaveBeenCalledTimes(deposits)
}

/** Demo home props, the games of section number `section`, and a finder of the <section> that shows them. */
function sectionOf(section: number) {
  const props = demoHomeProps()
  const { title, games } = props.sections[section]!
  return { props, games, find: () => screen.getByRole('heading', { name: title }).closest('section')! }
}

export interface TopTenOptions {
  /** The index of the home section shown as a ranked board. */
  section: number
  /** Each rank starts with its number in the text (rather than drawing it with CSS). */
  numbered?: boolean
}

/** A home section is a ranked board: its first ten games in order, numbered from 1 where `numbered`. */
export function expectTopTen({ Home }: TemplateModule, { section, numbered }: TopTenOptions): void {
  const { props, games, find } = sectionOf(section)
  render(<Home {...props} />)
  const ranks = within(find()).getAllByRole('listitem')
  expect(ranks).toHaveLength(Math.min(10, games.length))
  ranks.forEach((rank, index) => {
    expect(rank.textContent).toContain(games[index]!.game_name)
    if (numbered) expect(rank.textContent).toMatch(new RegExp(`^\\s*${index + 1}\\D`))
  })
}

/** Playing game number `game` of the home's section number `section` goes through the shell. */
export function expectSectionPlay({ Home }: TemplateModule, section: number, game: number): void {
  const playGame = vi.fn()
  const { props, games, find } = sectionOf(section)
  render(<Home {...props} actions={{ ...props.actions, playGame }} />)
  const pick = games[game]!
  fireEvent.click(
    within(find()).getByRole('button', { name: new RegExp(`^play ?${pick.game_name}(,|$)`, 'i') }),
  )
  expect(playGame).toHaveBeenCalledWith(pick)
}

/** The home reads the jackpot out once, as one amount in the site's currency. */
export function expectJackpot({ Home }: TemplateModule): void {
  render(<Home {...demoHomeProps({ jackpot: jackpotAmount })} />)
  expect(screen.getAllByText(jackpot)).toHaveLength(1)
}

/** Registers the signed-in home test (see `expectPlayerHome`). */
export function itShowsThePlayersBalance(template: TemplateModule, options: PlayerHomeOptions): void {
  const sees = options.balances === 0 ? '' : ' sees their balance and'
  it(`home: a signed-in player${sees} can deposit`, () => expectPlayerHome(template, options))
}

/** Registers the ranked board test (see `expectTopTen`). */
export function itRanksTheTopTen(template: TemplateModule, options: TopTenOptions): void {
  it(`home: section ${options.section + 1} is a ranked top ten`, () => expectTopTen(template, options))
}

/** Registers the section play test (see `expectSectionPlay`). */
export function itPlaysFromASection(template: TemplateModule, section: number, game: number): void {
  it(`home: game ${game + 1} of section ${section + 1} plays through the shell`, () =>
    expectSectionPlay(template, section, game))
}

/** Registers the jackpot test (see `expectJackpot`). */
export function itReadsTheJackpotOnce(template: TemplateModule): void {
  it('home: the jackpot reads out once, in the site currency', () => expectJackpot(template))
}
