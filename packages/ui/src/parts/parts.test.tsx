import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoActions, demoMenu, demoSite, signedOutSession } from '../demo/data'
import { Header } from '../Header/Header'
import { headerParts, logoParts } from './index'

/** The nearest element, from `element` up, that carries the part's class. */
const partOf = (element: Element, part: string) => element.closest(`.${part.split(' ')[0]}`)

describe('parts', () => {
  it("names the header's parts a template styles: menu button, logo, menu, actions, language", () => {
    render(
      <Header
        site={demoSite}
        session={signedOutSession}
        actions={demoActions()}
        menu={demoMenu}
        onOpenMenu={() => {}}
      />,
    )
    const banner = screen.getByRole('banner')
    const menuButton = within(banner).getByRole('button', { name: 'Menu' })
    const logo = within(banner).getByRole('link', { name: 'Lucky Harbor home' })
    const language = within(banner).getByRole('button', { name: /^Language/ })
    expect(partOf(menuButton, headerParts.menu)).not.toBeNull()
    expect(partOf(logo, headerParts.logo)).not.toBeNull()
    expect(partOf(within(banner).getByRole('navigation'), headerParts.nav)).not.toBeNull()
    expect(partOf(within(banner).getByRole('button', { name: 'Log in' }), headerParts.actions)).not.toBeNull()
    expect(language.classList.contains(headerParts.language)).toBe(true)
    expect(partOf(logo, headerParts.menu)).toBeNull()
    expect(logo.classList.contains(logoParts.link)).toBe(true)
    expect(logo.querySelector(`.${logoParts.text}`)?.textContent).toContain('Lucky Harbor')
  })
})
