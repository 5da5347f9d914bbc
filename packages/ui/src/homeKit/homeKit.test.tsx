import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { demoBanner, demoHomeProps, demoPromotions, signedInSession } from '../demo/data'
import { Hero } from '../Hero/Hero'
import type { HomeProps } from '../template/types'
import {
  GameShowcase,
  HomeCardSection,
  HomeGridSection,
  HomeSections,
  HomeShelf,
  JackpotDigits,
  JackpotStage,
  PromoList,
  useHomeHero,
  WelcomeStrip,
} from './index'
import { laterSection } from './laterSection.css'

function home(overrides: Partial<HomeProps> = {}) {
  const props = demoHomeProps(overrides)
  const actions = {
    ...props.actions,
    deposit: vi.fn(),
    register: vi.fn(),
    playGame: vi.fn(),
    toggleFavourite: vi.fn(),
  }
  return { ...props, actions }
}

function WelcomeHero(props: HomeProps) {
  const hero = useHomeHero(props)
  return <Hero variant="split" {...hero.art} {...hero.cta} {...hero.secondary} />
}

describe('useHomeHero', () => {
  it('welcomes a visitor to the site and signs them up; the second button plays the first hot game', () => {
    const props = home()
    render(<WelcomeHero {...props} />)
    expect(screen.getByRole('heading', { level: 1, name: `Welcome to ${props.site.siteName}` })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }))
    expect(props.actions.register).toHaveBeenCalledOnce()
    const first = props.sections[0]!.games[0]!
    fireEvent.click(screen.getByRole('button', { name: `Play ${first.game_name}` }))
    expect(props.actions.playGame).toHaveBeenCalledWith(first)
  })

  it("leads where the tenant's banner says, under its title", () => {
    const props = home({ session: signedInSession, banners: [{ key: 'welcome', ...demoBanner }] })
    const openLink = vi.fn()
    render(<WelcomeHero {...props} actions={{ ...props.actions, openLink }} />)
    expect(screen.getByRole('heading', { level: 1, name: demoBanner.title })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: demoBanner.cta }))
    expect(openLink).toHaveBeenCalledWith(demoBanner.href)
  })

  it('offers a player a deposit when the banner leads nowhere', () => {
    const { href: _href, ...still } = demoBanner
    const props = home({ session: signedInSession, banners: [{ key: 'welcome', ...still }] })
    render(<WelcomeHero {...props} />)
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(props.actions.deposit).toHaveBeenCalledOnce()
  })
})

describe('HomeSections', () => {
  it('shows a loading skeleton in place of the lists, then one block a section', () => {
    const props = home({ loading: true })
    const block = (section: HomeProps['sections'][number]) => <p>{section.title}</p>
    const { rerender } = render(<HomeSections home={props}>{block}</HomeSections>)
    expect(screen.getByRole('status', { name: 'Games: loading' })).toBeVisible()
    expect(screen.queryByText(props.sections[0]!.title)).toBeNull()
    rerender(<HomeSections home={{ ...props, loading: false }}>{block}</HomeSections>)
    expect(screen.queryByRole('status')).toBeNull()
    for (const section of props.sections) expect(screen.getByText(section.title)).toBeVisible()
  })

  it("loads art at once only in the first list's first cards, whether grid or shelf; the rest wait for the screen", () => {
    const props = home()
    expect(props.sections.length).toBeGreaterThan(1)
    const { container } = render(
      <HomeSections home={props}>
        {(section, index) =>
          index % 2 === 0 ? (
            <HomeGridSection home={props} section={section} />
          ) : (
            <HomeShelf home={props} section={section} />
          )
        }
      </HomeSections>,
    )
    const sections = [...container.querySelectorAll('section')]
    const eager = sections.map((section) => section.querySelectorAll('img[loading="eager"]').length)
    expect(eager[0]).toBe(Math.min(8, props.sections[0]!.games.length))
    expect(eager.slice(1)).toEqual(sections.slice(1).map(() => 0))
  })

  it('has the browser draw the sections past the first list only as they near the screen', () => {
    const props = home()
    const { container } = render(
      <HomeSections home={props}>
        {(section) => <HomeCardSection home={props} section={section} className="block" />}
      </HomeSections>,
    )
    const sections = [...container.querySelectorAll('section')]
    expect(sections).toHaveLength(props.sections.length)
    expect(sections[0]?.className).toBe('block')
    for (const section of sections.slice(1)) expect(section.className).toBe(`block ${laterSection}`)
  })

  it('can keep the lists under the skeleton', () => {
    const props = home({ loading: true })
    render(
      <HomeSections home={props} keepSections>
        {(section) => <p>{section.title}</p>}
      </HomeSections>,
    )
    expect(screen.getByRole('status')).toBeVisible()
    expect(screen.getByText(props.sections[0]!.title)).toBeVisible()
  })
})

describe('home sections', () => {
  it('a card section is a region named by its title, with "See all" and cards that play', () => {
    const props = home()
    const section = props.sections[0]!
    render(<HomeCardSection home={props} section={section} as="ol" />)
    const region = screen.getByRole('region', { name: section.title })
    expect(
      within(region)
        .getByRole('link', { name: `See all: ${section.title}` })
        .getAttribute('href'),
    ).toBe(section.href)
    expect(within(region).getAllByRole('listitem')).toHaveLength(section.games.length)
    fireEvent.click(within(region).getAllByRole('button', { name: /^Play/ })[1]!)
    expect(props.actions.playGame).toHaveBeenCalledWith(section.games[1])
    // Visitors see the heart too; the shell asks them to sign in (docs/product.md#lobby).
    expect(within(region).getAllByRole('button', { name: /^Favourite/ })).toHaveLength(section.games.length)
  })

  it('every card gets the favourite heart in grids and shelves', () => {
    const props = home({ session: signedInSession })
    const [first, second] = props.sections
    render(
      <>
        <HomeGridSection home={props} section={first!} />
        <HomeShelf home={props} section={second!} />
      </>,
    )
    const grid = screen.getByRole('region', { name: first!.title })
    fireEvent.click(within(grid).getByRole('button', { name: `Favourite ${first!.games[0]!.game_name}` }))
    expect(props.actions.toggleFavourite).toHaveBeenCalledWith(first!.games[0])
    const shelf = screen.getByRole('region', { name: second!.title })
    expect(within(shelf).getAllByRole('button', { name: /^Favourite/ })).toHaveLength(second!.games.length)
  })

  it('a showcase keeps its hearts and disappears without games', () => {
    const props = home({ session: signedInSession })
    const games = props.sections[0]!.games.slice(0, 4)
    const { rerender } = render(<GameShowcase home={props} games={games} label="Quick play" />)
    const list = screen.getByRole('list', { name: 'Quick play' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(within(list).getAllByRole('button', { name: /^Favourite/ })).toHaveLength(4)
    rerender(<GameShowcase home={props} games={[]} label="Quick play" />)
    expect(screen.queryByRole('list', { name: 'Quick play' })).toBeNull()
  })
})

describe('WelcomeStrip', () => {
  it('greets a player by first name with the VIP level and the balance; nothing for visitors', () => {
    const props = home({ session: signedInSession })
    const { rerender } = render(<WelcomeStrip home={props} greeting={{}} />)
    const strip = screen.getByRole('region', { name: 'Your account' })
    expect(strip.textContent).toContain('Welcome back, Maria')
    expect(within(strip).getByText('Gold')).toBeVisible()
    expect(within(strip).getByText('₱12,540.75')).toBeVisible()
    fireEvent.click(within(strip).getByRole('button', { name: 'Deposit' }))
    expect(props.actions.deposit).toHaveBeenCalledOnce()
    rerender(<WelcomeStrip home={home()} greeting={{}} />)
    expect(screen.queryByRole('region', { name: 'Your account' })).toBeNull()
  })
})

describe('jackpot', () => {
  it('reads the amount out once and shows one block a digit', () => {
    const { container } = render(<JackpotDigits amount="₱1,234" classNames={{ digit: 'digit' }} />)
    expect(screen.getByText('₱1,234')).toBeVisible()
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(6)
    expect(container.querySelectorAll('.digit')).toHaveLength(4)
  })

  it('a digit of any script is a wheel: a Nepali jackpot has the same blocks', () => {
    const { container } = render(<JackpotDigits amount="₱ १,२३४" classNames={{ digit: 'digit' }} />)
    expect(container.querySelectorAll('.digit')).toHaveLength(4)
  })

  it('the stage leads with the progressive jackpot beside four jackpot games', () => {
    const props = home({ jackpot: 12_345_678 })
    render(
      <JackpotStage
        home={props}
        hero={{ variant: 'split' }}
        jackpot={(amount) => <strong>{amount}</strong>}
        showcase={{}}
      />,
    )
    expect(screen.getByText('Progressive jackpot')).toBeVisible()
    expect(screen.getByText('₱123,456.78')).toBeVisible()
    expect(within(screen.getByRole('list', { name: 'Jackpot games' })).getAllByRole('listitem')).toHaveLength(
      4,
    )
  })
})

describe('PromoList', () => {
  it.each(['stack', 'lead', 'ticket'] as const)(
    "%s: the tenant's promotions, each a link to take it up",
    (layout) => {
      render(<PromoList home={{ promotions: demoPromotions }} layout={layout} />)
      const list = screen.getByRole('list', { name: 'Promotions' })
      const links = within(list).getAllByRole('link')
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        demoPromotions.map((promo) => promo.href),
      )
      for (const promo of demoPromotions) {
        expect(list.textContent).toContain(promo.title)
        expect(list.textContent).toContain(promo.text)
      }
    },
  )

  it('writes no promotion of its own: nothing while the tenant has none', () => {
    const { container } = render(<PromoList home={{ promotions: [] }} />)
    expect(container.innerHTML).toBe('')
  })
})
