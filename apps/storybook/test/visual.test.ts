import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { samePixels } from './visual.ts'

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
