import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { baselineAction, isCI, missingBaselineMessage, samePixels } from './visual.ts'

function png(colour: [number, number, number], colorType: 2 | 6, dot?: [number, number]): Buffer {
  const image = new PNG({ width: 8, height: 8 })
  for (let i = 0; i < image.data.length; i += 4) image.data.set([...colour, 255], i)
  if (dot) image.data.set([255, 255, 255, 255], (dot[1] * 8 + dot[0]) * 4)
  return PNG.sync.write(image, { colorType })
}

describe('samePixels (an update rewrites a baseline only when its picture changed)', () => {
  it('treats two encodings (RGBA and RGB) of one picture as the same', () => {
    const a = png([10, 20, 30], 6)
    const b = png([10, 20, 30], 2)
    expect(a.equals(b)).toBe(false)
    expect(samePixels(a, b)).toBe(true)
  })

  it('sees a single changed pixel', () => {
    expect(samePixels(png([10, 20, 30], 6), png([10, 20, 30], 6, [3, 5]))).toBe(false)
  })
})

describe('baselineAction (a missing baseline: written on a developer run, a failure in CI)', () => {
  it('compares a story that has a baseline, wherever it runs', () => {
    expect(baselineAction({ exists: true, update: false, ci: false })).toBe('compare')
    expect(baselineAction({ exists: true, update: false, ci: true })).toBe('compare')
  })

  it('creates the baseline of a new story outside CI, and fails in CI', () => {
    expect(baselineAction({ exists: false, update: false, ci: false })).toBe('create')
    expect(baselineAction({ exists: false, update: false, ci: true })).toBe('fail')
  })

  it('rewrites (when the pixels changed) on visual:update', () => {
    expect(baselineAction({ exists: false, update: true, ci: true })).toBe('update')
    expect(baselineAction({ exists: true, update: true, ci: false })).toBe('update')
  })

  it('reads CI as test runners do: set and not "false"', () => {
    expect(isCI({ CI: 'true' })).toBe(true)
    expect(isCI({ CI: '1' })).toBe(true)
    expect(isCI({})).toBe(false)
    expect(isCI({ CI: '' })).toBe(false)
    expect(isCI({ CI: 'false' })).toBe(false)
  })

  it('names the missing file and the command that creates it', () => {
    const message = missingBaselineMessage('templates-template22--home--390.png')
    expect(message).toContain('apps/storybook/visual-baselines/templates-template22--home--390.png')
    expect(message).toContain('pnpm visual:update')
  })
})
