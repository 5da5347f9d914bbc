import { describe, expect, it } from 'vitest'
import { localName } from './originals'

describe('localName', () => {
  it('takes the page language, then English, then any name there is', () => {
    expect(localName({ EN: 'Manila Eagles', CN: '马尼拉雄鹰' }, 'cn')).toBe('马尼拉雄鹰')
    expect(localName({ EN: 'Cebu Sharks' }, 'VI')).toBe('Cebu Sharks')
    expect(localName({ RUS: 'Орлы' }, 'VI')).toBe('Орлы')
    expect(localName({}, 'EN')).toBe('')
  })
})
