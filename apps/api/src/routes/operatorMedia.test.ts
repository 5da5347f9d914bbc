import {
  csrfHeader,
  mediaUploadResponseSchema,
  operatorCalls,
  operatorUploads,
} from '@lobbykit/contract/operator'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoOperatorPassword } from '../seed/operators'
import { openTestApp, type TestApp } from '../testing/testApp'

let t: TestApp
let headers: Record<string, string>

beforeAll(async () => {
  t = await openTestApp()
  const login = await t.post(
    operatorCalls.operatorLogin.path,
    JSON.stringify({ email: 'onboarding@lobbykit.test', password: demoOperatorPassword }),
  )
  headers = {
    cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    [csrfHeader]: ((await login.json()) as { csrf_token: string }).csrf_token,
  }
})
afterAll(() => t.close())

const upload = (body: Uint8Array, type: string, code = 'slot2', extra: Record<string, string> = headers) =>
  t.app.request(`${operatorUploads.tenantMedia.path}?tenant_code=${code}`, {
    method: 'POST',
    headers: { ...extra, 'content-type': type },
    body,
  })

describe('uploads (docs/operators.md#uploads)', () => {
  it('keeps a picture by its hash and serves it as what it is, for good', async () => {
    const png = await sharp({ create: { width: 192, height: 192, channels: 4, background: '#c9a227' } })
      .png()
      .toBuffer()
    const response = await upload(png, 'image/png')
    expect(response.status).toBe(200)
    const answer = mediaUploadResponseSchema.parse(await response.json())
    expect(answer).toMatchObject({ content_type: 'image/png', width: 192, height: 192, bytes: png.length })
    expect(answer.path).toMatch(/^\/api\/media\/upload\/slot2\/[0-9a-f]{64}\.png$/)
    const again = mediaUploadResponseSchema.parse(await (await upload(png, 'image/png')).json())
    expect(again.path).toBe(answer.path)

    const served = await t.app.request(answer.path)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toContain('immutable')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    expect((await t.app.request(answer.path.replace('/slot2/', '/slot3/'))).status).toBe(404)
  })

  it("serves an upload as a square PNG a tab's size too, the page's favicon", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1b6b5a' } })
      .jpeg()
      .toBuffer()
    const { path } = mediaUploadResponseSchema.parse(await (await upload(jpeg, 'image/jpeg')).json())
    const tabSized = await t.app.request(path.replace(/\.jpg$/, '-64.png'))
    expect(tabSized.status).toBe(200)
    expect(tabSized.headers.get('content-type')).toBe('image/png')
    expect(tabSized.headers.get('cache-control')).toContain('immutable')
    const drawn = await sharp(Buffer.from(await tabSized.arrayBuffer())).metadata()
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['png', 64, 64])
    // Only the tab's size, and only as PNG.
    expect((await t.app.request(path.replace(/\.jpg$/, '-32.png'))).status).toBe(404)
    expect((await t.app.request(path.replace(/\.jpg$/, '-64.webp'))).status).toBe(404)
  })

  it('refuses what is no PNG, JPEG or WebP, what lies about its type, what is too large, and a visitor', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const refused = async (response: Response) =>
      `${response.status} ${((await response.json()) as { message: string }).message}`
    expect(await refused(await upload(svg, 'image/svg+xml'))).toBe(
      '415 file: only PNG, JPEG or WebP pictures (this one says image/svg+xml)',
    )
    expect(await refused(await upload(svg, 'image/png'))).toBe('415 file: its bytes are not a PNG picture')
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer()
    expect(await refused(await upload(jpeg, 'image/webp'))).toBe('415 file: its bytes are not a WEBP picture')
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    expect(big.length).toBeGreaterThan(512 * 1024)
    expect(await refused(await upload(big, 'image/png'))).toBe('413 file: larger than 512 KB')
    expect(await refused(await upload(jpeg, 'image/jpeg', 'no-such-tenant'))).toBe(
      '404 tenant_code: no tenant no-such-tenant',
    )
    expect((await upload(jpeg, 'image/jpeg', 'slot2', {})).status).toBe(401)
  })
})
