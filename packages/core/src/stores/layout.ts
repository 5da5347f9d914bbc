import { persistedAtom } from './persist'
import type { LayoutState } from './storedShapes'

export type { LayoutState } from './storedShapes'

export const initialLayout: LayoutState = {
  message: '',
  template: null,
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  language: '',
  content: { menu: [], game_menu: [] },
  accountList: [],
  site: null,
  cms: null,
  cms_status: false,
  provider_count: [],
  aff_domain: [],
  show_preloader: true,
  hasHotGames: false,
  show_bf_ann_modal: false,
  show_app_download: false,
  show_download_bar: false,
  live_chat: null,
  partners: [],
  showPartner: false,
}

/**
 * The layout's fields the start-up answer sets (`startup/loadSite.ts`); the others come from the loads that follow
 * it (docs/product.md#after-mount), which a page the server draws has not made
 * (docs/architecture.md#pages-drawn-on-the-server).
 */
export const startupLayoutKeys = [
  'message',
  'template',
  'maintenance',
  'language',
  'site',
  'content',
  'provider_count',
  'aff_domain',
  'live_chat',
  'show_preloader',
] as const satisfies readonly (keyof LayoutState)[]
export type StartupLayoutKey = (typeof startupLayoutKeys)[number]

/** Persisted (docs/product.md#persisted-stores), so a returning visitor's layout paints before start-up answers. */
export const layoutAtom = persistedAtom('layout', initialLayout, (shapes) => shapes.layoutStateSchema)
