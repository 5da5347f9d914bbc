import { describe, expect, it } from 'vitest'
import { sanitizeCms, sanitizeHtml } from './sanitize'

describe('CMS sanitiser', () => {
  it('removes scripts, event handlers and javascript: links but keeps the formatting', () => {
    const dirty =
      '<h2>About</h2><p onclick="steal()">We <b>pay</b> fast</p><script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror="steal()">'
    const clean = sanitizeHtml(dirty)
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/)
    expect(clean).toContain('<h2>About</h2>')
    expect(clean).toContain('<b>pay</b>')
  })

  it('sanitises every body of a CMS record and leaves flags untouched', async () => {
    const cms = {
      about_us_status: true,
      en_about_us: '<p>Hi<script>x()</script></p>',
      local_about_us: '<iframe src="https://evil.example"></iframe><p>Kumusta</p>',
    }
    await expect(sanitizeCms(cms)).resolves.toEqual({
      about_us_status: true,
      en_about_us: '<p>Hi</p>',
      local_about_us: '<p>Kumusta</p>',
    })
  })
})
