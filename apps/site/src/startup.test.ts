import { describe, expect, it, vi } from 'vitest'
import { loadStartup } from './startup'

const site = {
  site_name: 'Lucky Harbor Casino',
  currency: 'PHP',
  theme_code: 'casino1',
  theme_color: 'midnight-gold',
  logo1: '',
  logo2: '',
  logo3: '',
  status: true,
  expired_date: null,
  logo_text: '',
  external_id: 'ext',
  android_sub: '',
  ios_sub: '',
  manifest_icon: '',
  gamify_status: true,
}
const ok = {
  statusCode: 1,
  message: 'OK',
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  content: { menu: [], game_menu: [] },
  site,
  language: 'EN',
  provider_count: [],
  aff_domain: [],
  live_chat: { chat_id: '', image_id: '', status: false },
}

const answer = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body))) as unknown as typeof fetch

describe('loadStartup', () => {
  it('posts the host name and returns the validated settings', async () => {
    const fetcher = answer(ok)
    const result = await loadStartup('localhost', fetcher)
    expect(result).toEqual({ ok: true, data: ok })
    expect(fetcher).toHaveBeenCalledWith(
      '/api/startup',
      expect.objectContaining({ method: 'POST', body: '{"domain_name":"localhost"}' }),
    )
  })

  it("keeps the server's message when the call fails", async () => {
    expect(await loadStartup('x', answer({ statusCode: 0, message: 'Unknown domain: x' }))).toEqual({
      ok: false,
      message: 'Unknown domain: x',
    })
  })

  it('turns a network failure into internalServerError', async () => {
    const broken = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await loadStartup('x', broken)).toEqual({ ok: false, message: 'internalServerError' })
  })
})
