import { type TemplateId, templateById } from '@lobbykit/contract'
import { render, screen } from '@testing-library/react'
import { beforeAll, expect, it, vi } from 'vitest'
import { checkThemeContrast, describeFailures } from '../contrast'
import {
  demoHomeProps,
  demoLayoutProps,
  demoLobbyGames,
  demoLobbyProps,
  demoMatches,
  demoSlotGames,
  signedInSession,
} from '../demo'
import { type PagedGames, preloadParts, type TemplateModule } from '../template'
import type { Palette, TokenFactory } from '../theme'
import * as home from './homeChecks'
import * as layout from './layoutChecks'
import * as lobby from './lobbyChecks'

/**
 * The template's theme files, as `import.meta.glob('./themes/*.css.ts', { eager: true })` gives them: each
 * exports its theme class as default and the `palette` it was made from.
 */
export type ThemeModules = Record<string, { default: string; palette?: Palette }>

export interface ContractOptions {
  /** False when the lobby leaves the game categories to the layout's navigation (no strip of its own). */
  lobbyCategoryStrip?: boolean
  /**
   * The template's `tokens.ts`, as `import.meta.glob('./tokens.ts', { eager: true })` gives it. With it, the
   * contract checks every colour theme's contrast: `tokens(palette)` of each theme file against WCAG 2.2 AA.
   */
  tokensModule?: Record<string, unknown>
  /** The signed-out layout's landmarks and its own navigation labels (`expectLandmarks`). */
  landmarks?: layout.LandmarkOptions
  /** The phone drawer's names (`expectPhoneDrawer`). */
  phoneDrawer?: layout.PhoneDrawerOptions
  /** Where the signed-in home shows the balance, and how many deposit buttons (`expectPlayerHome`). */
  playerHome?: home.PlayerHomeOptions
  /** The home reads a jackpot out once (`expectJackpot`). */
  jackpot?: boolean
  /** The home section shown as a ranked top ten (`expectTopTen`). */
  topTen?: home.TopTenOptions
  /** A game (section index, game index) whose own play button in its home section the test presses. */
  sectionPlay?: readonly [section: number, game: number]
  /** The lobby's provider picker, search, sort, favourites and reset (`expectLobbyFilters`): every lobby has them. */
  lobbyFilters: lobby.LobbyFilterOptions
  /** The bounds of the 10,000-game lobby beyond the contract's own (`expectLobbyWindow`). */
  lobbyWindow?: lobby.LobbyWindowOptions
}

/**
 * Splits the template's style sources, `import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager:
 * true })`, into the theme files and the tokens module; a glob of the themes alone leaves `tokens` undefined.
 */
function splitSources(sources: Record<string, unknown>) {
  const themes: ThemeModules = {}
  let tokens: Record<string, unknown> | undefined
  for (const [path, module] of Object.entries(sources)) {
    if (/(^|\/)tokens\.ts$/.test(path)) tokens = { ...tokens, [path]: module }
    else themes[path] = module as ThemeModules[string]
  }
  return { themes, tokens }
}

/** The `tokens` factory of the one module `import.meta.glob('./tokens.ts', { eager: true })` found. */
function tokenFactory(tokensModule: Record<string, unknown>): TokenFactory {
  const modules = Object.values(tokensModule)
  expect(modules, 'import.meta.glob found exactly one tokens.ts').toHaveLength(1)
  const { tokens } = (modules[0] ?? {}) as { tokens?: unknown }
  expect(tokens, 'tokens.ts exports a `tokens` factory').toBeTypeOf('function')
  return tokens as TokenFactory
}

/** `./themes/midnight-gold.css.ts` -> `midnight-gold`. */
const colourOf = (path: string) => path.replace(/^.*\/|\.css\.ts$/g, '')

/**
 * The behaviour every template owes the shell, whatever its design: registry agreement, five themes, the
 * visitor and player actions, the current page, the home headings and the lobby's states. Call it inside
 * the template's own `describe` with the template's registry id and its style sources (the theme files, and
 * tokens.ts for the contrast check); the options name the template's own landmarks, drawer, home and lobby
 * controls for the shared checks of `layoutChecks`, `homeChecks` and `lobbyChecks`. The template's file adds
 * the tests of what makes it look like itself.
 */
export function describeTemplateContract(
  id: TemplateId,
  template: TemplateModule,
  sources: Record<string, unknown>,
  options: ContractOptions,
): void {
  const { meta, Layout, Home, Lobby } = template
  const { lobbyCategoryStrip = true } = options
  const { themes: themeModules, tokens } = splitSources(sources)
  const tokensModule = options.tokensModule ?? tokens
  // The home and the lobby load with their first use, as on the site; the checks render them loaded, as the
  // site's pages do once their loaders have run.
  beforeAll(async () => {
    await preloadParts(template)
  })

  it(`agrees with the registry entry of ${id} (${templateById(id).code})`, () => {
    const { name, description, ...entry } = meta
    expect(entry).toEqual(templateById(id))
    expect(name).not.toBe('')
    expect(description).not.toBe('')
  })

  it('ships exactly the five registry colours, each a theme class', () => {
    const names = Object.keys(themeModules).map((path) => path.replace(/^.*\/|\.css\.ts$/g, ''))
    expect(names.sort()).toEqual([...meta.colours].sort())
    const classes = Object.values(themeModules).map((module) => module.default)
    for (const className of classes) expect(className).toMatch(/^\S+$/)
    expect(new Set(classes).size).toBe(5)
  })

  if (tokensModule) {
    const themes = Object.entries(themeModules).map(([path, module]) => [colourOf(path), module] as const)
    it.each(themes)('colour %s passes WCAG 2.2 AA for text and controls', (_, { palette }) => {
      expect(palette, 'the theme file exports its palette').toBeDefined()
      const tokens = tokenFactory(tokensModule)(palette!)
      expect(describeFailures(checkThemeContrast(tokens))).toBe('')
    })
  }

  it('calls the shell for login and register', () => {
    const login = vi.fn()
    const register = vi.fn()
    const props = demoLayoutProps({ children: null })
    render(<Layout {...props} actions={{ ...props.actions, login, register }} />)
    screen.getAllByRole('button', { name: /log in/i })[0]!.click()
    screen.getAllByRole('button', { name: /join|register|sign up/i })[0]!.click()
    expect(login).toHaveBeenCalledTimes(1)
    expect(register).toHaveBeenCalledTimes(1)
  })

  it('shows the balance and deposit when signed in, and no login button', () => {
    render(<Layout {...demoLayoutProps({ children: null, session: signedInSession })} />)
    expect(screen.queryAllByText('₱12,540.75').length).toBeGreaterThan(0)
    expect(screen.queryAllByRole('button', { name: /deposit/i }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: /log in/i })).toBeNull()
  })

  it('marks the current page in the navigation', () => {
    render(<Layout {...demoLayoutProps({ children: null, pathname: '/promotions' })} />)
    const current = screen.getAllByRole('link', { current: 'page' })
    expect(current.length).toBeGreaterThan(0)
    for (const link of current) expect(link.getAttribute('href')).toBe('/promotions')
  })

  it('home: one h1 and a titled section for every section the shell passes', () => {
    const props = demoHomeProps({ matches: demoMatches })
    render(<Home {...props} />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    for (const section of props.sections) {
      const titled =
        screen.queryByRole('heading', { name: section.title }) ??
        screen.queryByRole('tab', { name: section.title })
      expect(titled).not.toBeNull()
    }
    expect(screen.queryAllByText(props.sections[0]!.games[0]!.game_name).length).toBeGreaterThan(0)
  })

  it('home: playing a game goes through the shell', () => {
    const playGame = vi.fn()
    const props = demoHomeProps()
    render(<Home {...props} actions={{ ...props.actions, playGame }} />)
    const game = props.sections[0]!.games[1]!
    screen.getAllByRole('button', { name: new RegExp(`play\\s*${game.game_name}`, 'i') })[0]!.click()
    expect(playGame).toHaveBeenCalledWith(game)
  })

  it("home: the tenant's banner, category shortcuts, the winners feed, promotions and the player's favourites", () => {
    const banner = {
      key: 'b',
      kicker: 'From the tenant',
      title: 'Banner words of the tenant',
      cta: 'Go there',
    }
    const promotions = [
      {
        key: 'p1',
        title: 'Promotion of the tenant',
        text: 'Its own words',
        href: '/promo-one',
        cta: 'Take it up',
      },
    ]
    const at = '2026-11-25T10:00:00Z'
    const feed = {
      winners: [{ key: 'w', accountId: 'wi***01', amount: 123_400, gameName: 'Lucky Fives', at }],
      withdrawals: [{ key: 'd', accountId: 'wd***02', amount: 50_000, at }],
    }
    const favourites = { key: 'favourites', title: 'Favourites', games: demoSlotGames.slice(0, 2) }
    const props = demoHomeProps({ session: signedInSession, banners: [banner], promotions, feed, favourites })
    const { container } = render(<Home {...props} />)
    expect(screen.getAllByText(banner.title).length, 'the banner leads the hero').toBeGreaterThan(0)
    const promotion = screen.getAllByText(promotions[0]!.title)
    expect(promotion.length, 'the promotions show').toBeGreaterThan(0)
    expect(
      container.querySelector('a[href="/promo-one"]'),
      'a promotion leads to where it is taken up',
    ).not.toBeNull()
    expect(screen.getAllByText('wi***01').length, 'the wins of the feed show').toBeGreaterThan(0)
    expect(screen.getAllByText('wd***02').length, 'the withdrawals of the feed show').toBeGreaterThan(0)
    expect(screen.queryByRole('region', { name: 'Favourites' }), 'the favourites shelf shows').not.toBeNull()
    for (const category of props.categories)
      expect(
        container.querySelector(`a[href="${category.href}"]`),
        `a shortcut to ${category.label}`,
      ).not.toBeNull()
  })

  it('home: shows a busy state while loading', () => {
    const { container } = render(<Home {...demoHomeProps({ loading: true, sections: [] })} />)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
  })

  it(`lobby: its title, every game${lobbyCategoryStrip ? ' and the category filter' : ''}`, () => {
    const props = demoLobbyProps()
    render(<Lobby {...props} />)
    expect(screen.getByRole('heading', { level: 1, name: props.title }).textContent).toContain(props.title)
    for (const game of demoSlotGames) expect(screen.queryAllByText(game.game_name).length).toBeGreaterThan(0)
    const current = screen.queryAllByRole('link', { current: 'page' })
    if (lobbyCategoryStrip) expect(current[0]?.getAttribute('href')).toBe('/slots')
    else expect(current).toEqual([])
  })

  it('lobby: an empty state when there are no games, and the error when there is one', () => {
    const { rerender } = render(<Lobby {...demoLobbyProps({ games: [] })} />)
    expect(screen.getAllByText(/no games/i)).toHaveLength(1)
    rerender(<Lobby {...demoLobbyProps({ games: [], error: 'Could not load games' })} />)
    expect(screen.getByRole('alert').textContent).toContain('Could not load games')
  })

  it('lobby: 10,000 games keep only a window of cards in the DOM', () => {
    const games = demoLobbyGames(10_000)
    const playGame = vi.fn()
    const props = demoLobbyProps({ games })
    const { container } = render(<Lobby {...props} actions={{ ...props.actions, playGame }} />)
    const cards = container.querySelectorAll('[data-block="game-card"]').length
    expect(cards).toBeGreaterThan(0)
    expect(cards).toBeLessThan(300)
    screen.getAllByRole('button', { name: new RegExp(`play\\s*${games[0]!.game_name}`, 'i') })[0]!.click()
    expect(playGame).toHaveBeenCalledWith(games[0])
  })

  it('lobby: asks for the pages of the rows it shows, with placeholders until they come', () => {
    const want = vi.fn()
    const games: PagedGames = { total: 480, at: () => undefined, want, version: 'none' }
    const { container } = render(<Lobby {...demoLobbyProps({ games })} />)
    expect(want).toHaveBeenCalled()
    const [start, end] = want.mock.calls[0] as [number, number]
    expect(start).toBe(0)
    expect(end).toBeGreaterThan(0)
    expect(container.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0)
    expect(container.querySelectorAll('[data-block="game-card"]')).toHaveLength(0)
  })

  it('lobby and home: every game card has a heart, for visitors too, and it goes through the shell', () => {
    const toggleFavourite = vi.fn()
    const lobbyProps = demoLobbyProps()
    const { unmount } = render(<Lobby {...lobbyProps} actions={{ ...lobbyProps.actions, toggleFavourite }} />)
    const lobbyCards = document.querySelectorAll('[data-block="game-card"]')
    expect(screen.getAllByRole('button', { name: /^favourite /i })).toHaveLength(lobbyCards.length)
    screen.getAllByRole('button', { name: /^favourite /i })[0]!.click()
    expect(toggleFavourite).toHaveBeenCalledTimes(1)
    unmount()
    const homeProps = demoHomeProps()
    render(<Home {...homeProps} actions={{ ...homeProps.actions, toggleFavourite }} />)
    const homeCards = document.querySelectorAll('[data-block="game-card"]')
    expect(homeCards.length).toBeGreaterThan(0)
    expect(screen.getAllByRole('button', { name: /^favourite /i })).toHaveLength(homeCards.length)
  })

  it('lobby: shows a busy state while the games load', () => {
    const { container } = render(<Lobby {...demoLobbyProps({ games: [], loading: true })} />)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
  })

  if (options.landmarks) layout.itRendersTheLandmarks(template, options.landmarks)
  if (options.phoneDrawer) layout.itOpensThePhoneDrawer(template, options.phoneDrawer)
  if (options.playerHome) home.itShowsThePlayersBalance(template, options.playerHome)
  if (options.jackpot) home.itReadsTheJackpotOnce(template)
  if (options.topTen) home.itRanksTheTopTen(template, options.topTen)
  if (options.sectionPlay) home.itPlaysFromASection(template, ...options.sectionPlay)
  lobby.itFiltersTheLobby(template, options.lobbyFilters)
  if (options.lobbyWindow) lobby.itWindowsTheLobby(template, options.lobbyWindow)
}
