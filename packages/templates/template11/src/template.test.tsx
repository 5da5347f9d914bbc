import { demoHomeProps } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Home } = template

describe('template11', () => {
  describeTemplateContract('template11', template, sources, {
    landmarks: { navigation: ['Main', 'Game categories', 'Footer', 'Shortcuts'] },
    jackpot: true,
    lobbyFilters: { provider: 'tab', search: 'Search games', counts: true },
  })

  it("home: the odometer's digits are hidden from assistive technology", () => {
    render(<Home {...demoHomeProps({ jackpot: 1_284_559_031 })} />)
    expect(screen.getAllByText('8', { ignore: 'script, style' })[0]!.getAttribute('aria-hidden')).toBe('true')
  })
})
