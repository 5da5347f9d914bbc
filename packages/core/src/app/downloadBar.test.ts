import { createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import { initialLayout, layoutAtom } from '../stores/layout'
import { viewportWidthAtom } from '../stores/viewport'
import {
  closeDownloadBar,
  type DownloadBarFacts,
  downloadBarClosedKey,
  downloadBarPauseMs,
  offersDownloadBar,
  watchDownloadBar,
} from './downloadBar'
import { type InstallOffer, installOfferAtom } from './installOffer'

const now = Date.parse('2026-11-28T12:00:00Z')
const phone: DownloadBarFacts = {
  viewportWidth: 390,
  runsAsApp: false,
  installOffered: true,
  storeApps: 0,
  closedAt: null,
  now,
}

describe('when the download bar shows (docs/product.md#download-bar)', () => {
  it('shows on a phone or tablet screen when there is an app to get', () => {
    expect(offersDownloadBar(phone)).toBe(true)
    expect(offersDownloadBar({ ...phone, viewportWidth: 800 })).toBe(true)
    expect(offersDownloadBar({ ...phone, installOffered: false, storeApps: 1 })).toBe(true)
  })

  it('stays away on a desktop screen, before the screen is measured, in the app, and with nothing to get', () => {
    expect(offersDownloadBar({ ...phone, viewportWidth: 1024 })).toBe(false)
    expect(offersDownloadBar({ ...phone, viewportWidth: undefined })).toBe(false)
    expect(offersDownloadBar({ ...phone, runsAsApp: true })).toBe(false)
    expect(offersDownloadBar({ ...phone, installOffered: false, storeApps: 0 })).toBe(false)
  })

  it('stays away for a week after the player closes it', () => {
    expect(offersDownloadBar({ ...phone, closedAt: now - 1000 })).toBe(false)
    expect(offersDownloadBar({ ...phone, closedAt: now - downloadBarPauseMs + 1 })).toBe(false)
    expect(offersDownloadBar({ ...phone, closedAt: now - downloadBarPauseMs })).toBe(true)
  })
})

describe('the layout flag', () => {
  const browser = { matchMedia: () => ({ matches: false }) as MediaQueryList, navigator: {} }
  const offer: InstallOffer = { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'accepted' }) }

  it('follows the offer, the screen and the store links, and a close keeps it off', () => {
    const store = createStore()
    const storage = window.localStorage
    storage.removeItem(downloadBarClosedKey)
    store.set(viewportWidthAtom, 390)
    const stop = watchDownloadBar(store, { win: browser, storage: () => storage, now: () => now })
    const shown = () => store.get(layoutAtom).show_download_bar
    expect(shown()).toBe(false)
    store.set(installOfferAtom, offer)
    expect(shown()).toBe(true)
    store.set(viewportWidthAtom, 1440)
    expect(shown()).toBe(false)
    store.set(viewportWidthAtom, 390)
    store.set(installOfferAtom, null)
    expect(shown()).toBe(false)
    const site = { ...(initialLayout.site ?? {}), android_sub: 'https://play.example/app' }
    store.set(layoutAtom, { ...store.get(layoutAtom), site: site as typeof initialLayout.site })
    expect(shown()).toBe(true)

    closeDownloadBar(store, storage, now)
    expect(shown()).toBe(false)
    expect(storage.getItem(downloadBarClosedKey)).toBe(String(now))
    store.set(installOfferAtom, offer)
    expect(shown()).toBe(false)
    stop()
    storage.removeItem(downloadBarClosedKey)
  })

  it('changes the layout store through the given background runner (a transition in the site)', () => {
    const store = createStore()
    store.set(viewportWidthAtom, 390)
    store.set(installOfferAtom, offer)
    const held: (() => void)[] = []
    const stop = watchDownloadBar(store, {
      win: browser,
      storage: () => undefined,
      now: () => now,
      inBackground: (apply) => held.push(apply),
    })
    expect(store.get(layoutAtom).show_download_bar).toBe(false)
    expect(held.length).toBeGreaterThan(0)
    for (const apply of held) apply()
    expect(store.get(layoutAtom).show_download_bar).toBe(true)
    stop()
  })

  it('is never on in the installed app', () => {
    const store = createStore()
    store.set(viewportWidthAtom, 390)
    store.set(installOfferAtom, offer)
    const inApp = { matchMedia: () => ({ matches: true }) as MediaQueryList, navigator: {} }
    const stop = watchDownloadBar(store, { win: inApp, storage: () => undefined })
    expect(store.get(layoutAtom).show_download_bar).toBe(false)
    stop()
  })
})
