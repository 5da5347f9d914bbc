import { cmsContentSchema, partnerSchema, socialAccountSchema } from '@lobbykit/contract/calls/settings'
import {
  liveChatSchema,
  maintenanceSchema,
  menuItemSchema,
  providerCountSchema,
  siteSchema,
} from '@lobbykit/contract/calls/startup'
import { templateIds } from '@lobbykit/contract/registry'
import { atomWithStorage } from 'jotai/vanilla/utils'
import * as z from 'zod/mini'
import { validatedStorage } from './persist'

/** Layout and site state (docs/product.md#layout-state). */
export const layoutStateSchema = z.object({
  /** Why the site could not be shown ('Invalid theme code', the server's message, ...); empty when fine. */
  message: z.string(),
  /** The template the site's theme_code maps to; null until start-up succeeded. */
  template: z.nullable(z.enum(templateIds)),
  maintenance: maintenanceSchema,
  /** The tenant's default language code. */
  language: z.string(),
  /** Menus already filtered by provider_count (docs/product.md#menu-filter). */
  content: z.object({ menu: z.array(menuItemSchema), game_menu: z.array(menuItemSchema) }),
  accountList: z.array(socialAccountSchema),
  site: z.nullable(siteSchema),
  /** Sanitised CMS bodies (docs/product.md#cms-sanitising). */
  cms: z.nullable(cmsContentSchema),
  /** Whether any CMS page is switched on. */
  cms_status: z.boolean(),
  provider_count: z.array(providerCountSchema),
  aff_domain: z.array(z.string()),
  show_preloader: z.boolean(),
  hasHotGames: z.boolean(),
  show_bf_ann_modal: z.boolean(),
  show_app_download: z.boolean(),
  show_download_bar: z.boolean(),
  live_chat: z.nullable(liveChatSchema),
  partners: z.array(partnerSchema),
  showPartner: z.boolean(),
})
export type LayoutState = z.infer<typeof layoutStateSchema>

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
export const layoutAtom = atomWithStorage('layout', initialLayout, validatedStorage(layoutStateSchema), {
  getOnInit: true,
})
