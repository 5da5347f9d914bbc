import { checkThemeContrast, describeFailures } from '@lobbykit/ui/contrast'
import { describe, expect, it } from 'vitest'
import { type Palette, tokens } from './tokens'

const themeModules = import.meta.glob<{ palette: Palette }>('./themes/*.css.ts', { eager: true })

describe('template2 colour themes', () => {
  it('covers all five themes', () => {
    expect(Object.keys(themeModules)).toHaveLength(5)
  })

  it.each(Object.entries(themeModules))('%s passes WCAG 2.2 AA for text and controls', (_, module) => {
    expect(describeFailures(checkThemeContrast(tokens(module.palette)))).toBe('')
  })
})
