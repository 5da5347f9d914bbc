import { describe, expect, it } from 'vitest'
import { iconMaskImage, iconPaths } from './iconPaths'

function decode(maskImage: string): string {
  const match = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(maskImage)
  if (!match?.[1]) throw new Error(`not a data URL: ${maskImage}`)
  return decodeURIComponent(match[1])
}

describe('iconMaskImage', () => {
  it('draws the same outlined path as the inline icon', () => {
    const svg = decode(iconMaskImage('heart'))
    expect(svg).toContain(`d="${iconPaths.heart}"`)
    expect(svg).toContain('fill="none"')
    expect(svg).toContain('stroke-width="1.8"')
  })

  it('fills the shape when asked, as a pressed favourite heart is', () => {
    expect(decode(iconMaskImage('heart', { filled: true }))).toContain('fill="black"')
  })

  it('keeps the URL intact: no quote or bracket of the SVG escapes it', () => {
    const url = iconMaskImage('play')
    expect(url.slice(5, -2)).not.toMatch(/["()]/)
  })
})
