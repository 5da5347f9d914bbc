/**
 * Shared checks of a template's layout, parameterised by the template's own names: its landmarks and
 * navigations, and its phone drawer. `describeTemplateContract` runs them from its `landmarks` and
 * `phoneDrawer` options; `expect*` holds each check, `it*` registers it as a test.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { demoLayoutProps } from '../demo'
import type { LayoutProps, NavItem, TemplateModule } from '../template'

type Name = string | RegExp

/** The page the landmarks test puts in the layout (test data, not a text a player reads). */
const pageBody = 'page body'

/**
 * A set of shell links a navigation can be expected to hold: the `menu` or the `categories` the layout is
 * passed, or `games`, the categories but the 'hot' one (what a side rail lists under "Games").
 */
export type LinkSet = 'menu' | 'categories' | 'games'

export interface LandmarkOptions {
  /** The label of every navigation the signed-out layout shows, in any order. */
  navigation: readonly string[]
  /** Count the navigations kept in the DOM but hidden until opened (a phone sheet) as well. */
  hidden?: boolean
  /** The home link reads the logo text itself (rather than the banner showing it beside the link). */
  logoTextLink?: boolean
  /** Navigations (by label) that link every item of the menu and/or the game categories, and nothing else. */
  lists?: Readonly<Record<string, LinkSet | readonly LinkSet[]>>
}

export interface PhoneDrawerOptions {
  /** The name of the button that opens the drawer. */
  open: Name
  /** Where that button sits: 'banner', or the label of a navigation (the phone tab bar). Default: anywhere. */
  from?: string
  /**
   * The navigations the open drawer shows, by label, each with what it links: every item of the menu and/or
   * the game categories and nothing else, or one link by its name. The first is absent while it is closed.
   */
  drawer: Readonly<Record<string, LinkSet | readonly LinkSet[] | Name>>
  /** The drawer is a dialog of this name, holding those navigations. */
  sheet?: string
  /** The name of the language picker's button the drawer adds; omit it when the drawer has none. */
  language?: Name
  /** How it closes: the name of a close button, 'toggle' (the opener again) or a page the layout moves to. */
  close: Name | 'toggle' | { pathname: string }
}

/** The shell's links of one or more sets, in order. */
const linksOf = ({ menu, categories }: LayoutProps, sets: LinkSet | readonly LinkSet[]) =>
  [sets]
    .flat()
    .flatMap((set) =>
      set === 'games' ? categories.filter((item) => item.key !== 'hot') : set === 'menu' ? menu : categories,
    )

const isLinkSet = (value: LinkSet | readonly LinkSet[] | Name): value is LinkSet | readonly LinkSet[] =>
  Array.isArray(value) || value === 'menu' || value === 'categories' || value === 'games'

/** `nav` links every item of `items` (by its label, to its href) and nothing else. */
function expectLinks(nav: HTMLElement, items: readonly NavItem[], hidden = false): void {
  for (const item of items) {
    const link = within(nav).getByRole('link', { name: item.label, hidden })
    expect(link.getAttribute('href'), item.label).toBe(item.href)
  }
  expect(within(nav).getAllByRole('link', { hidden })).toHaveLength(items.length)
}

/**
 * The signed-out layout: one banner with the site's home link and logo text, the template's own set of
 * uniquely labelled navigations, `main#main` around the page, an 18+ footer, a log-in button and no balance.
 */
export function expectLandmarks(
  { Layout }: TemplateModule,
  { navigation, hidden = false, logoTextLink = false, lists = {} }: LandmarkOptions,
): void {
  const props = demoLayoutProps({ children: <p>{pageBody}</p> })
  render(<Layout {...props} />)
  const banner = screen.getByRole('banner')
  const home = within(banner).getByRole('link', { name: `${props.site.siteName} home` })
  expect(home.getAttribute('href')).toBe('/')
  if (logoTextLink) expect(home.textContent).toBe(props.site.logoText)
  else expect(banner.textContent).toContain(props.site.logoText)
  const labels = screen.getAllByRole('navigation', { hidden }).map((nav) => nav.getAttribute('aria-label'))
  expect(new Set(labels).size, 'navigation labels are unique').toBe(labels.length)
  expect([...labels].sort(), `the navigations are ${JSON.stringify(labels)}`).toEqual([...navigation].sort())
  for (const [label, sets] of Object.entries(lists)) {
    expectLinks(screen.getByRole('navigation', { name: label, hidden }), linksOf(props, sets), hidden)
  }
  const main = screen.getByRole('main')
  expect(main.id).toBe('main')
  expect(within(main).getByText(pageBody).tagName).toBe('P')
  expect(screen.getByRole('contentinfo').textContent).toContain('18+')
  expect(screen.queryAllByRole('button', { name: /log in/i }).length).toBeGreaterThan(0)
  expect(screen.queryByText(/₱/)).toBeNull()
}

/**
 * The phone drawer: closed at first; its button (with `aria-expanded`, when it has one) opens it with the
 * template's links and, where the template has it, a language picker that calls the shell; then it closes.
 */
export async function expectPhoneDrawer(
  { Layout }: TemplateModule,
  { open, from, drawer, sheet, language, close }: PhoneDrawerOptions,
): Promise<void> {
  const openLanguagePicker = vi.fn()
  const props = demoLayoutProps({ children: null })
  const actions = { ...props.actions, openLanguagePicker }
  const { rerender } = render(<Layout {...props} actions={actions} />)
  const [first] = Object.keys(drawer)
  const shown = () =>
    sheet === undefined
      ? screen.queryByRole('navigation', { name: first })
      : screen.queryByRole('dialog', { name: sheet })
  expect(shown()).toBeNull()
  const place =
    from === undefined
      ? document.body
      : from === 'banner'
        ? screen.getByRole('banner')
        : screen.getByRole('navigation', { name: from })
  const opener = within(place).getByRole('button', { name: open })
  // A drawer's button tells whether it is open; a sheet is a modal dialog, which tells it by itself.
  const expanded = opener.getAttribute('aria-expanded')
  if (sheet === undefined) expect(expanded, 'the button tells the drawer is closed').toBe('false')
  const pickers = language === undefined ? 0 : screen.queryAllByRole('button', { name: language }).length
  // Awaited: a sheet whose code loads when it first opens (`LazyDialog`) suspends until then.
  await act(async () => {
    fireEvent.click(opener)
  })
  if (expanded !== null)
    expect(opener.getAttribute('aria-expanded'), 'the button tells it is open').toBe('true')
  const panel = sheet === undefined ? document.body : await screen.findByRole('dialog', { name: sheet })
  for (const [label, lists] of Object.entries(drawer)) {
    const nav = within(panel).getByRole('navigation', { name: label })
    if (isLinkSet(lists)) expectLinks(nav, linksOf(props, lists))
    else expect(within(nav).getByRole('link', { name: lists }).getAttribute('href')).toMatch(/^\//)
  }
  if (language !== undefined) {
    const buttons = within(panel).getAllByRole('button', { name: language })
    expect(buttons, 'opening the drawer adds a language picker').toHaveLength(
      sheet === undefined ? pickers + 1 : 1,
    )
    fireEvent.click(buttons.at(-1)!)
    expect(openLanguagePicker).toHaveBeenCalledTimes(1)
  }
  if (close === 'toggle') fireEvent.click(opener)
  else if (typeof close === 'object' && 'pathname' in close) {
    rerender(<Layout {...props} actions={actions} pathname={close.pathname} />)
  } else fireEvent.click(within(panel).getByRole('button', { name: close }))
  expect(shown()).toBeNull()
  if (expanded !== null && opener.isConnected) expect(opener.getAttribute('aria-expanded')).toBe('false')
}

/** Registers the landmarks test (see `expectLandmarks`) with the template's own navigation labels. */
export function itRendersTheLandmarks(template: TemplateModule, options: LandmarkOptions): void {
  it('renders the landmarks, the site name and the visitor actions when signed out', () => {
    expectLandmarks(template, options)
  })
}

/** Registers the phone drawer test (see `expectPhoneDrawer`) with the template's own names. */
export function itOpensThePhoneDrawer(template: TemplateModule, options: PhoneDrawerOptions): void {
  const drawer = Object.keys(options.drawer).join('" and "')
  it(`opens the "${drawer}" drawer from its "${String(options.open)}" button, and closes it`, async () => {
    await expectPhoneDrawer(template, options)
  })
}
