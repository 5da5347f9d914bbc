import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageInfo } from './imageInfo'

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c9a227' } })

describe('imageInfo', () => {
  it('reads the type and size of PNG, JPEG and WebP files from their bytes', async () => {
    expect(imageInfo(await picture(512, 256).png().toBuffer())).toEqual({
      type: 'image/png',
      width: 512,
      height: 256,
    })
    expect(imageInfo(await picture(300, 200).jpeg().toBuffer())).toEqual({
      type: 'image/jpeg',
      width: 300,
      height: 200,
    })
    expect(imageInfo(await picture(192, 192).webp().toBuffer())).toEqual({
      type: 'image/webp',
      width: 192,
      height: 192,
    })
    expect(imageInfo(await picture(64, 48).webp({ lossless: true }).toBuffer())).toEqual({
      type: 'image/webp',
      width: 64,
      height: 48,
    })
  })

  it('knows no other file, whatever it is called', () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    expect(imageInfo(svg)).toBeUndefined()
    expect(imageInfo(Buffer.from('GIF89a\u0001\u0000\u0001\u0000 not a picture we take'))).toBeUndefined()
    expect(imageInfo(new Uint8Array(10))).toBeUndefined()
  })
})
