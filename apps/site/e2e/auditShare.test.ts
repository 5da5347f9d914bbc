import { templateRegistry } from '@lobbykit/contract/registry'
import { describe, expect, it } from 'vitest'
import { inShare, parseAuditShare, shareCount } from './auditShare'

describe('the audit share', () => {
  it('is the whole matrix unless a share is named', () => {
    expect(parseAuditShare(undefined)).toBeNull()
    expect(parseAuditShare('all')).toBeNull()
    expect(parseAuditShare('')).toBeNull()
    expect(parseAuditShare('3/5')).toEqual({ index: 3, of: 5 })
  })

  it('refuses a share that would audit nothing or something unknown', () => {
    for (const wrong of ['5/5', '1/0', 'half', '2', '-1/5'])
      expect(() => parseAuditShare(wrong)).toThrow(/AXE_SHARE/)
  })

  it('puts every template at every width in exactly one of five shares, evenly', () => {
    const contexts = templateRegistry.flatMap((_, template) => [0, 1].map((width) => ({ template, width })))
    const sizes = Array.from({ length: shareCount }, (_, index) => {
      const share = { index, of: shareCount }
      return contexts.filter((context) => inShare(share, context.template, context.width)).length
    })
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(contexts.length)
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
    for (const context of contexts) {
      const owners = sizes.map((_, index) =>
        inShare({ index, of: shareCount }, context.template, context.width),
      )
      expect(owners.filter(Boolean)).toHaveLength(1)
    }
  })

  it('gives each half of the templates (one audit file each) a like part of every share', () => {
    for (const offset of [0, 10]) {
      const half = templateRegistry.slice(offset, offset + 10)
      for (let index = 0; index < shareCount; index++) {
        const share = { index, of: shareCount }
        const taken = half.flatMap((_, i) => [0, 1].filter((width) => inShare(share, i + offset, width)))
        expect(taken).toHaveLength(4)
      }
    }
  })
})
