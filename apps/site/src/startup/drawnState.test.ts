import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { initialLayout, layoutAtom } from '@lobbykit/core/stores/layout'
import type { LayoutState } from '@lobbykit/core/stores/storedShapes'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import { holdStoredValues } from './drawnState'

const { site, content } = callExamples.startup.response
const cms = callExamples.siteInfoDetail.response.cms
const partners = callExamples.partners.response.partners

/** A returning visitor's stores after start-up: the after-mount answers were kept. */
function returningVisitor() {
  const store = createStore()
  const layout: LayoutState = {
    ...initialLayout,
    site,
    content,
    language: 'EN',
    cms,
    cms_status: true,
    partners,
    showPartner: true,
  }
  store.set(layoutAtom, layout)
  return { store, layout }
}

describe('holdStoredValues (docs/architecture.md#pages-drawn-on-the-server)', () => {
  it('hydrates with what the server drew: the start-up answer, no after-mount answers', () => {
    const { store } = returningVisitor()
    holdStoredValues(store, null)
    const layout = store.get(layoutAtom)
    expect(layout.site).toEqual(site)
    expect(layout.content).toEqual(content)
    expect(layout.cms).toBeNull()
    expect(layout.cms_status).toBe(false)
    expect(layout.partners).toEqual([])
  })

  it("puts the visitor's stored values back once the page has hydrated", () => {
    const { store, layout } = returningVisitor()
    const held = holdStoredValues(store, null)
    expect(store.get(layoutAtom).cms).toBeNull()
    held.restoreLayout()
    expect(store.get(layoutAtom)).toEqual(layout)
  })

  it('keeps the CMS pages the page was drawn with over the stored ones', () => {
    const { store } = returningVisitor()
    const drawnCms = { ...cms, en_about_us: '<p>Drawn today</p>' }
    const held = holdStoredValues(store, { cms: drawnCms, cms_status: true })
    expect(store.get(layoutAtom).cms).toEqual(drawnCms)
    held.restoreLayout()
    expect(store.get(layoutAtom).cms).toEqual(drawnCms)
    expect(store.get(layoutAtom).partners).toEqual(partners)
  })

  it('keeps what was set after the page was drawn (newer answers)', () => {
    const { store } = returningVisitor()
    const drawnCms = { ...cms, en_about_us: '<p>Drawn today</p>' }
    const held = holdStoredValues(store, { cms: drawnCms, cms_status: true })
    expect(store.get(layoutAtom).cms).toEqual(drawnCms)
    store.set(layoutAtom, (now) => ({ ...now, partners: [], showPartner: false }))
    held.restoreLayout()
    expect(store.get(layoutAtom).cms).toEqual(drawnCms)
    expect(store.get(layoutAtom).partners).toEqual([])
  })
})
