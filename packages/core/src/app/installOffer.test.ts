import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { installOfferAtom, watchInstallOffer } from './installOffer'

function offerEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  return Object.assign(event, {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  })
}

describe("the browser's install offer (docs/product.md#installable-app)", () => {
  it('is kept when the browser makes it, left to show its own prompt, and dropped once the site is installed', () => {
    const store = createStore()
    const stop = watchInstallOffer(store)
    expect(store.get(installOfferAtom)).toBeNull()
    const event = offerEvent()
    window.dispatchEvent(event)
    expect(store.get(installOfferAtom)).toBe(event)
    expect(event.defaultPrevented).toBe(false)
    window.dispatchEvent(new Event('appinstalled'))
    expect(store.get(installOfferAtom)).toBeNull()
    stop()
    window.dispatchEvent(offerEvent())
    expect(store.get(installOfferAtom)).toBeNull()
  })
})
