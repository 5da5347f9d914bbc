import { fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { BottomTabBar } from '../BottomTabBar/BottomTabBar'
import {
  demoActions,
  demoCategories,
  demoMenu,
  demoSite,
  signedInSession,
  signedOutSession,
} from '../demo/data'
import { Header } from '../Header/Header'
import {
  AllGamesGrid,
  DrawerButtons,
  DrawerPanel,
  LanguageButton,
  MenuRail,
  usePageDrawer,
  usePhoneDrawer,
} from './PhoneDrawer'

/** A tab bar whose "More" toggles a drawer holding the menu rail, as templates compose them. */
function TabDrawer({ mode }: { mode?: 'hidden' | 'data' }) {
  const drawer = usePhoneDrawer()
  return (
    <>
      <DrawerPanel drawer={drawer} as="section" label="Menu" mode={mode}>
        <MenuRail menu={demoMenu} games={demoCategories} label="Site menu" />
      </DrawerPanel>
      <BottomTabBar tabs={[drawer.tab()]} />
    </>
  )
}

/** The header's menu button toggling a drawer. */
function HeaderDrawer() {
  const drawer = usePhoneDrawer()
  return (
    <>
      <Header site={demoSite} session={signedOutSession} actions={demoActions()} {...drawer.menuButton} />
      <DrawerPanel drawer={drawer}>drawer body</DrawerPanel>
    </>
  )
}

/** A drawer that belongs to the page it was opened on, with a link away. */
function PageDrawer() {
  const [pathname, setPathname] = useState('/')
  const drawer = usePageDrawer(pathname)
  const tab = drawer.dialogTab()
  return (
    <>
      <button type="button" onClick={tab.onSelect} aria-haspopup="dialog">
        {tab.label}
      </button>
      <button type="button" onClick={() => setPathname('/slots')}>
        Go
      </button>
      <p>{drawer.open ? 'open' : 'shut'}</p>
    </>
  )
}

describe('PhoneDrawer', () => {
  it('"More" opens the drawer and turns into "Close", which shuts it again', () => {
    render(<TabDrawer />)
    const panel = screen.getByRole('region', { hidden: true })
    expect(panel.hidden).toBe(true)
    const more = screen.getByRole('button', { name: 'More' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    expect(more.getAttribute('aria-controls')).toBe(panel.id)
    fireEvent.click(more)
    expect(panel.hidden).toBe(false)
    const rail = within(panel).getByRole('navigation', { name: 'Site menu' })
    expect(within(rail).getByText('Games')).toBeVisible()
    expect(within(rail).getByRole('link', { name: 'Live Casino' })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(panel.hidden).toBe(true)
  })

  it('marks the panel with data-open instead of hiding it, for drawers that are a rail on desktop', () => {
    const { container } = render(<TabDrawer mode="data" />)
    const panel = container.querySelector('section')!
    expect(panel.hidden).toBe(false)
    expect(panel.dataset.open).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(panel.dataset.open).toBe('true')
  })

  it("drives the header's menu button", () => {
    render(<HeaderDrawer />)
    const button = screen.getByRole('button', { name: 'Menu' })
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('drawer body')).toBeVisible()
  })

  it('a page drawer closes when the page changes, and its dialog tab opens it', () => {
    render(<PageDrawer />)
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(screen.getByText('open')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Go' }))
    expect(screen.getByText('shut')).toBeVisible()
  })

  it('offers Log in to a visitor and Log out to a player, then the language and an optional Close', () => {
    const actions = { ...demoActions(), login: vi.fn(), logout: vi.fn(), openLanguagePicker: vi.fn() }
    const onClose = vi.fn()
    const { rerender, container } = render(
      <DrawerButtons
        site={demoSite}
        session={signedOutSession}
        actions={actions}
        onClose={onClose}
        className="row"
      />,
    )
    expect(container.firstElementChild!.className).toBe('row')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    fireEvent.click(screen.getByRole('button', { name: 'Language: EN' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(actions.login).toHaveBeenCalledOnce()
    expect(actions.openLanguagePicker).toHaveBeenCalledOnce()
    expect(onClose).toHaveBeenCalledOnce()
    rerender(<DrawerButtons site={demoSite} session={signedInSession} actions={actions} />)
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(actions.logout).toHaveBeenCalledOnce()
    rerender(<DrawerButtons site={demoSite} session={signedInSession} actions={actions} account={false} />)
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull()
  })

  it('the plain language button opens the picker', () => {
    const openLanguagePicker = vi.fn()
    render(<LanguageButton site={demoSite} actions={{ ...demoActions(), openLanguagePicker }} icon />)
    fireEvent.click(screen.getByRole('button', { name: 'Language: EN' }))
    expect(openLanguagePicker).toHaveBeenCalledOnce()
  })

  it('the menu rail can title its pages and leave the games out', () => {
    render(<MenuRail menu={demoMenu} pagesTitle />)
    const rail = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(rail).getByText('Pages')).toBeVisible()
    expect(within(rail).queryByText('Games')).toBeNull()
  })

  it('lists every game category under "All games"', () => {
    render(<AllGamesGrid categories={demoCategories} />)
    const grid = screen.getByRole('navigation', { name: 'All games' })
    expect(within(grid).getAllByRole('link')).toHaveLength(demoCategories.length)
  })
})
