import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCategories, demoSite } from '../demo/data'
import { FooterGames, FooterWordmark, footerGameItems, GameIconRail, Main, PageFrame } from './index'

describe('layoutKit', () => {
  it('opens the page with a skip link to its main landmark', () => {
    const { container } = render(
      <PageFrame className="page" skipClassName="skip">
        <nav aria-label="Top">menu</nav>
        <Main>page body</Main>
      </PageFrame>,
    )
    const link = screen.getByRole('link', { name: 'Skip to content' })
    expect(container.firstElementChild!.firstElementChild).toBe(link)
    const main = screen.getByRole('main')
    expect(link.getAttribute('href')).toBe(`#${main.id}`)
    expect(main.textContent).toBe('page body')
  })

  it('lists the first six games in the footer, without the hot list', () => {
    render(<FooterGames categories={demoCategories} headingClassName="heading" />)
    const column = screen.getByRole('navigation', { name: 'Footer games' })
    expect(within(column).getByText('Games').className).toBe('heading')
    const links = within(column).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(
      footerGameItems(demoCategories).map((item) => item.label),
    )
    expect(links).toHaveLength(6)
    expect(footerGameItems(demoCategories).some((item) => item.key === 'hot')).toBe(false)
  })

  it('keeps the wordmark from screen readers (the logo already names the site)', () => {
    render(<FooterWordmark site={demoSite} />)
    expect(screen.getByText(demoSite.siteName).getAttribute('aria-hidden')).toBe('true')
  })

  it('shows the game categories as an icon rail', () => {
    render(<GameIconRail categories={demoCategories} pathname="/slots" />)
    const rail = screen.getByRole('navigation', { name: 'Game categories' })
    expect(within(rail).getAllByRole('link')).toHaveLength(demoCategories.length)
  })
})
