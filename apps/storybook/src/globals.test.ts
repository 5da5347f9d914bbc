import { templateRegistry } from '@lobbykit/contract'
import { describe, expect, it } from 'vitest'
import { chosenTheme, globalTypes } from './globals'

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
})
