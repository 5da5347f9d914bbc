import { templateById } from '@lobbykit/contract'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Layout } from './Layout'
import { meta } from './meta'

const themeModules = import.meta.glob<{ default: string }>('./themes/*.css.ts', { eager: true })

describe('template1', () => {
  it('is casino1 in the registry', () => {
    expect(meta.code).toBe('casino1')
    expect(meta.colours).toEqual(templateById('template1').colours)
  })

  it('ships exactly the five colour themes the registry names, each a class', () => {
    const names = Object.keys(themeModules).map((path) =>
      path.replace('./themes/', '').replace('.css.ts', ''),
    )
    expect(names.sort()).toEqual([...meta.colours].sort())
    for (const module of Object.values(themeModules)) expect(module.default).toMatch(/\S/)
  })

  it("shows the site's name in a banner, the page in main and a footer", () => {
    render(<Layout siteName="Lucky Harbor">lobby</Layout>)
    expect(screen.getByRole('banner').textContent).toContain('Lucky Harbor')
    expect(screen.getByRole('main').textContent).toBe('lobby')
    expect(screen.getByRole('contentinfo').textContent).toContain('18+')
  })
})
