import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoFixtures } from './demoFixtures'
import { VirtualFixtures } from './VirtualFixtures'

const playHref = '/playnow?provider=ORIGINALS&game=ORIGINALS-VIRTUAL-SPORTS'

describe('VirtualFixtures', () => {
  it('lists open fixtures first with their odds as links to the virtual sports game', () => {
    render(<VirtualFixtures fixtures={demoFixtures} language="EN" playHref={playHref} />)
    const items = within(screen.getByRole('region', { name: 'Virtual sports' })).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items[0]!.textContent).toContain('Manila Eagles v Hanoi Tigers')
    const home = screen.getByRole('link', { name: 'Manila Eagles to win, odds 2.15' })
    expect(home.getAttribute('href')).toBe(playHref)
    expect(screen.getByRole('link', { name: 'Draw, odds 3.30' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Over 2.5 goals, odds 1.90' })).toBeVisible()
    // The race's winner market names each runner.
    const race = within(items[1]!).getByRole('group', { name: 'Winner' })
    expect(within(race).getAllByRole('link')).toHaveLength(4)
    expect(within(race).getByRole('link', { name: 'Lucky Lantern to win, odds 4.50' })).toBeVisible()
    // 5 + 4 odds of the two open fixtures are links; the live match and the result offer none.
    expect(screen.getAllByRole('link')).toHaveLength(9)
    expect(within(items[2]!).getByText('Live')).toBeVisible()
    expect(within(items[3]!).getByText('Result 2-1')).toBeVisible()
    expect(within(items[3]!).queryByRole('link')).toBeNull()
  })

  it('names teams and runners in the page language, in English where there is no translation', () => {
    render(<VirtualFixtures fixtures={demoFixtures} language="CN" playHref={playHref} />)
    expect(screen.getByText('马尼拉雄鹰 v 河内猛虎')).toBeVisible()
    expect(screen.getByRole('link', { name: '幸运灯笼 to win, odds 4.50' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Silver Monsoon to win, odds 3.20' })).toBeVisible()
  })

  it('shows nothing without fixtures', () => {
    const { container } = render(<VirtualFixtures fixtures={[]} language="EN" playHref={playHref} />)
    expect(container.innerHTML).toBe('')
  })
})
