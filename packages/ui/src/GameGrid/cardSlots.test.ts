import { describe, expect, it } from 'vitest'
import { assignCardSlots } from './cardSlots'

describe('assignCardSlots', () => {
  it('gives every place a slot of its own on the first render', () => {
    expect(assignCardSlots(['a', 'b', undefined], new Map()).slots).toEqual([0, 1, 2])
  })

  it('keeps a game in its slot when a narrower search moves it up', () => {
    const first = assignCardSlots(['a', 'b', 'c', 'd'], new Map())
    const next = assignCardSlots(['b', 'd'], first.kept)
    expect(next.slots).toEqual([1, 3])
  })

  it('puts a game new to the screen in a slot a departed game left, before making a new one', () => {
    const first = assignCardSlots(['a', 'b', 'c'], new Map())
    const next = assignCardSlots(['c', 'x', 'y', 'z'], first.kept)
    expect(next.slots).toEqual([2, 0, 1, 3])
    expect(next.kept).toEqual(
      new Map([
        ['c', 2],
        ['x', 0],
        ['y', 1],
        ['z', 3],
      ]),
    )
  })

  it('gives a game listed twice a second slot, never one key for two cards', () => {
    const { slots } = assignCardSlots(['a', 'b', 'a'], new Map([['a', 5]]))
    expect(new Set(slots).size).toBe(3)
    expect(slots[0]).toBe(5)
  })

  it('lets placeholders use free slots without keeping them', () => {
    const first = assignCardSlots(['a', 'b'], new Map())
    const next = assignCardSlots(['b', undefined], first.kept)
    expect(next.slots).toEqual([1, 0])
    expect([...next.kept.keys()]).toEqual(['b'])
  })
})
