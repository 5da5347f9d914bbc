import { describe, expect, it } from 'vitest'
import { colourThemes } from './colourThemes'

describe('colourThemes', () => {
  it('names each lazy theme module by its colour and keeps it lazy', async () => {
    let loaded = 0
    const load = async () => {
      loaded += 1
      return { default: 'theme-class' }
    }
    const themes = colourThemes({ './midnight-gold.css.ts': load, './themes/onyx-rose.css.ts': load })
    expect(Object.keys(themes)).toEqual(['midnight-gold', 'onyx-rose'])
    expect(loaded).toBe(0)
    await expect(themes['onyx-rose']!()).resolves.toEqual({ default: 'theme-class' })
    expect(loaded).toBe(1)
  })
})
