import { demoHomeProps, signedInSession } from '@lobbykit/ui/demo'
import { describeTemplateContract } from '@lobbykit/ui/testing'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { template } from './index'

const sources = import.meta.glob(['./themes/*.css.ts', './tokens.ts'], { eager: true })
const { Home } = template

describe('template14', () => {
  describeTemplateContract('template14', template, sources, {
    landmarks: { navigation: ['Main', 'Footer', 'Shortcuts'], lists: { Main: ['menu', 'games'] } },
    phoneDrawer: {
      open: 'More',
      from: 'Shortcuts',
      sheet: 'Menu',
      drawer: { Menu: ['menu', 'categories'] },
      close: { pathname: '/promotions' },
    },
    playerHome: { deposits: 1, deposit: /deposit/i },
    sectionPlay: [1, 2],
    lobbyFilters: { provider: { select: 'Provider' }, search: /search games/i, reset: 'Clear filters' },
    lobbyWindow: { max: 300, setsize: true },
  })

  it('home: loading shows skeletons under the greeting', () => {
    render(<Home {...demoHomeProps({ loading: true, sections: [] })} />)
    expect(screen.getByRole('status', { busy: true }).getAttribute('aria-busy')).toBe('true')
  })

  it('home: the greeting names a signed-in player', () => {
    render(<Home {...demoHomeProps({ session: signedInSession })} />)
    const firstName = signedInSession.fullName!.split(' ')[0]!
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(firstName)
  })
})
