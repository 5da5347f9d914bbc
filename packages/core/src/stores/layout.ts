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

/** Persisted (docs/product.md#persisted-stores), so a returning visitor's layout paints before start-up answers. */
export const layoutAtom = persistedAtom('layout', initialLayout, (shapes) => shapes.layoutStateSchema)
