import { describe, expect, it } from 'vitest'
import { channels, contrastRatio, isDark, mixHex, parseHex, relativeLuminance, toHex } from './color'

describe('color', () => {
  it('parses short and long hex, and refuses anything else', () => {
    expect(parseHex('#fa0')).toEqual([255, 170, 0])
    expect(parseHex('#FFAA0080')).toEqual([255, 170, 0])
    expect(channels('#0d1117')).toEqual([13, 17, 23])
    expect(() => parseHex('rgb(0 0 0)')).toThrow(/Not a hex colour/)
  })

  it('writes plain hex, rounded and clamped', () => {
    expect(toHex([0, 127.5, 300])).toBe('#0080ff')
    expect(toHex([-4, 15, 16])).toBe('#000f10')
  })

  it('mixes a share of one colour into another', () => {
    expect(mixHex('#ffffff', '#000000', 0.5)).toBe('#808080')
    expect(mixHex('#e8b84a', '#0d1117', 0.16)).toBe('#302c1f')
    expect(mixHex('#123456', '#abcdef', 1)).toBe('#123456')
    expect(mixHex('#123456', '#abcdef', 0)).toBe('#abcdef')
  })

  it('tells dark surfaces from light ones', () => {
    expect(isDark('#0d1117')).toBe(true)
    expect(isDark('#f6f8fb')).toBe(false)
    expect(isDark('#808080')).toBe(false)
    expect(isDark('#7f7f7f')).toBe(true)
  })

  it('computes WCAG luminance and ratios', () => {
    expect(relativeLuminance('#000')).toBe(0)
    expect(relativeLuminance('#ffffff')).toBe(1)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})
