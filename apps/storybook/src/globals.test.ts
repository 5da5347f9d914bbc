import { templateRegistry } from '@lobbykit/contract'
import { describe, expect, it } from 'vitest'
import { chosenTheme, colourName, globalTypes } from './globals'

describe('storybook globals', () => {
  it('offers every template of the registry in the toolbar', () => {
    expect(globalTypes.template.toolbar.items.map((item) => item.value)).toEqual(
      templateRegistry.map((t) => t.id),
    )
  })

  it('resolves a colour index to the template’s own colour id', () => {
    expect(chosenTheme({ template: 'template20', colour: '1' })).toEqual({
      template: 'template20',
      colour: 'stadium-night',
    })
  })

  it('falls back to template1 and the first colour for unknown values', () => {
    expect(chosenTheme({ template: 'template18', colour: '9' })).toEqual({
      template: 'template1',
      colour: 'midnight-gold',
    })
  })

  it('names every colour in the colour toolbar as people say it, with its template and position', () => {
    const items = globalTypes.colour.toolbar.items
    expect(items).toHaveLength(templateRegistry.length * 5)
    expect(items[0]).toEqual({ value: 'midnight-gold', title: 'Midnight Gold', right: 'template1 · 1' })
    for (const item of items) expect(item.title).not.toMatch(/colour \d|-/i)
    expect(colourName('rose-gold-night')).toBe('Rose Gold Night')
  })

  it('applies the position of a colour picked from another template to the template shown', () => {
    const other = templateRegistry[1]!.colours[2]!
    expect(chosenTheme({ template: 'template1', colour: other })).toEqual({
      template: 'template1',
      colour: templateRegistry[0]!.colours[2],
    })
  })
})
