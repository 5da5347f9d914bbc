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

  it('does not add the same snippet twice', () => {
    const items = [{ section: 'HEAD' as const, script: '<meta name="tag" content="1">' }]
    injectAnalytics(items)
    expect(injectAnalytics(items)).toBe(0)
    expect(document.head.querySelectorAll('meta[name="tag"]')).toHaveLength(1)
  })
})
