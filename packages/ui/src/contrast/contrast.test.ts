import { describe, expect, it } from 'vitest'
import type { ThemeTokens } from '../theme/tokens'
import { checkThemeContrast, contrastRatio, describeFailures, relativeLuminance } from './contrast'

const passing: ThemeTokens['color'] = {
  surface: '#0d1117',
  surfaceRaised: '#161d27',
  surfaceSunken: '#090c11',
  border: '#2c3645',
  text: '#f4f1ea',
  textMuted: '#b4bcc8',
  brand: '#e8b84a',
  brandHover: '#f2c86a',
  brandActive: '#f2c86a',
  brandSoft: '#2a2a20',
  textOnBrand: '#1a1204',
  brandAccent: '#4fd1c5',
  brandAccentHover: '#76e0d6',
  brandAccentActive: '#76e0d6',
  brandAccentSoft: '#12302e',
  textOnBrandAccent: '#06201d',
  positive: '#3ddc84',
  positiveSoft: '#10301f',
  critical: '#ff6b6b',
  criticalSoft: '#301414',
  warning: '#ffc857',
  warningSoft: '#302810',
  focus: '#4fd1c5',
  overlay: 'rgb(0 0 0 / 0.7)',
}

describe('contrast', () => {
  it('computes WCAG luminance and ratios', () => {
    expect(relativeLuminance('#000')).toBe(0)
    expect(relativeLuminance('#ffffff')).toBe(1)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#fff', '#777')).toBe(contrastRatio('#777', '#fff'))
  })

  it('passes a theme whose text and controls all meet AA', () => {
    expect(describeFailures(checkThemeContrast({ color: passing }))).toBe('')
  })

  it('lists each failing pair with its ratio', () => {
    const failures = checkThemeContrast({
      color: { ...passing, textMuted: '#555b66', textOnBrand: '#f0e0b0' },
    })
    const names = failures.map((f) => `${f.foreground}/${f.background}`)
    expect(names).toContain('textMuted/surface')
    expect(names).toContain('textMuted/surfaceRaised')
    expect(names).toContain('textOnBrand/brand')
    expect(failures.every((f) => f.ratio < f.minimum)).toBe(true)
    expect(describeFailures(failures)).toMatch(/textMuted on surface: \d\.\d+ < 4\.5/)
  })

  it('checks link text (brand) against every surface at 4.5:1', () => {
    const failures = checkThemeContrast({ color: { ...passing, brand: '#6b5a2a' } })
    expect(failures.filter((f) => f.foreground === 'brand').map((f) => f.background)).toEqual([
      'surface',
      'surfaceRaised',
      'surfaceSunken',
    ])
  })

  it('checks the focus ring against surfaces at 3:1', () => {
    const failures = checkThemeContrast({ color: { ...passing, focus: '#202833' } })
    expect(failures.filter((f) => f.foreground === 'focus').map((f) => f.minimum)).toEqual([3, 3, 3])
  })

  it('reports a non-hex colour instead of guessing', () => {
    const failures = checkThemeContrast({
      color: { ...passing, text: 'color-mix(in srgb, white 90%, black)' },
    })
    expect(failures[0]?.error).toMatch(/Not a hex colour/)
  })
})
