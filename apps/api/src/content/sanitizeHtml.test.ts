import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitizeHtml'

describe('sanitizeHtml', () => {
  it('keeps text tags and safe links', () => {
    expect(
      sanitizeHtml(
        '<h2>About</h2><p>We <strong>care</strong>. <a href="https://help.example/x">Help</a></p>',
      ),
    ).toBe(
      '<h2>About</h2><p>We <strong>care</strong>. <a href="https://help.example/x" rel="noopener noreferrer">Help</a></p>',
    )
    expect(sanitizeHtml('<a href="/faqs">FAQ</a>')).toBe('<a href="/faqs" rel="noopener noreferrer">FAQ</a>')
  })

  it('drops scripts with their content, event handlers and javascript: links', () => {
    expect(sanitizeHtml('<p onclick="steal()">Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>')
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text')
    expect(sanitizeHtml('<style>body{}</style><iframe src="x"></iframe>ok')).toBe('ok')
  })

  it('escapes a stray angle bracket so it cannot open a tag', () => {
    expect(sanitizeHtml('1 < 2 <<script>x</script>')).toBe('1 &lt; 2 &lt;')
  })
})
