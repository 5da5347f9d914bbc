import { describe, expect, it } from 'vitest'
import { mixHex } from '../color'
import { baseTokens, defineTokens, type Palette } from './baseTokens'
import { radii, shadows, spaces } from './scales'

const night: Palette = {
  surface: '#0d1117',
  surfaceRaised: '#1c1f25',
  surfaceSunken: '#090c10',
  border: '#686b6e',
  text: '#f5f5f5',
  textMuted: '#afb1b2',
  brand: '#e8b84a',
  brandHover: '#ebc263',
  textOnBrand: '#2a210d',
  brandAccent: '#4fd1c5',
  brandAccentHover: '#68d7cd',
  textOnBrandAccent: '#0e2623',
}
const day: Palette = { ...night, surface: '#f6f8fb', surfaceRaised: '#ffffff', surfaceSunken: '#e9edf2' }

describe('base tokens', () => {
  it('derives the colour roles from the palette and the surface', () => {
    const dark = defineTokens()(night).color
    const light = defineTokens()(day).color
    expect(dark).toMatchObject(night)
    expect(dark.brandSoft).toBe(mixHex(night.brand, night.surface, 0.16))
    expect(dark.focus).toBe(night.brandAccent)
    expect(dark.critical).toBe('#ff8f8f')
    expect(light.critical).toBe('#b3261e')
    expect(light.overlay).toBe('rgb(16 16 24 / 0.55)')
  })

  it('with no differences, a template gets the base tokens', () => {
    expect(defineTokens()(night)).toEqual(baseTokens({ palette: night, dark: true }))
    expect(defineTokens({})(day)).toEqual(baseTokens({ palette: day, dark: false }))
  })

  it('replaces only the stated roles and keeps the base order of roles', () => {
    const tokens = defineTokens({ font: { weightBold: '900' }, radius: radii.square })(night)
    const base = defineTokens()(night)
    expect(tokens.font).toEqual({ ...base.font, weightBold: '900' })
    expect(Object.keys(tokens.font)).toEqual(Object.keys(base.font))
    expect(tokens.radius).toEqual({ sm: '0', md: '0', lg: '0', pill: '0' })
    expect(tokens.space).toEqual(base.space)
  })

  it('gives a group stated as a function the colour theme it is for', () => {
    const factory = defineTokens({
      shadow: shadows.offset,
      color: ({ palette, dark }) => ({ focus: dark ? palette.text : palette.brand }),
    })
    expect(factory(night).shadow.sm).toBe('2px 2px 0 rgb(0 0 0 / 0.6)')
    expect(factory(day).shadow.sm).toBe('2px 2px 0 rgb(0 0 0 / 0.12)')
    expect(factory(night).color.focus).toBe(night.text)
    expect(factory(day).color.focus).toBe(day.brand)
  })

  it('never changes the shared scales', () => {
    const roomy = { ...spaces.roomy }
    defineTokens({ space: spaces.roomy })(night).space.md = '1px'
    defineTokens()(night).space.md = '1px'
    expect(spaces.roomy).toEqual(roomy)
    expect(spaces.normal.md).toBe('16px')
  })
})
