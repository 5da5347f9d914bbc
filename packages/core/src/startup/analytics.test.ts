import { afterEach, describe, expect, it } from 'vitest'
import { injectAnalytics } from './analytics'

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('analytics scripts', () => {
  it('adds HEAD snippets to the head and BODY snippets to the body, running their scripts', () => {
    const added = injectAnalytics([
      { section: 'HEAD', script: '<script>document.documentElement.dataset.tagged = "yes"</script>' },
      { section: 'BODY', script: '<noscript><img src="/pixel.gif" alt=""></noscript>' },
    ])
    expect(added).toBe(2)
    expect(document.documentElement.dataset.tagged).toBe('yes')
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
    expect(document.body.querySelectorAll('noscript')).toHaveLength(1)
  })

  it("gives the snippet's inline scripts the page's nonce, and its scripts from a host none (docs/architecture.md#security-headers)", () => {
    document.head.innerHTML = '<script nonce="page-nonce-1" type="application/json">{}</script>'
    injectAnalytics([
      {
        section: 'HEAD',
        script:
          '<script src="https://tags.example/tag.js" data-tag></script><script>document.documentElement.dataset.tagged = "nonce"</script>',
      },
    ])
    const [remote, inline] = Array.from(
      document.head.querySelectorAll<HTMLScriptElement>('script[data-analytics]'),
    )
    expect(inline?.nonce).toBe('page-nonce-1')
    expect(remote?.hasAttribute('data-tag')).toBe(true)
    expect(remote?.nonce).toBe('')
    expect(document.documentElement.dataset.tagged).toBe('nonce')
  })

  it('does not add the same snippet twice', () => {
    const items = [{ section: 'HEAD' as const, script: '<meta name="tag" content="1">' }]
    injectAnalytics(items)
    expect(injectAnalytics(items)).toBe(0)
    expect(document.head.querySelectorAll('meta[name="tag"]')).toHaveLength(1)
  })
})
