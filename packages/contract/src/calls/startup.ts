import * as z from 'zod/mini'
import { domainNameSchema, envelopeShape } from '../common'

export const startupRequestSchema = z.object({ domain_name: domainNameSchema })
export type StartupRequest = z.infer<typeof startupRequestSchema>

export const maintenanceSchema = z.object({
  is_maintenance: z.boolean(),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
})
export type Maintenance = z.infer<typeof maintenanceSchema>

export interface MenuItem {
  content_id: number
  name: string
  /** A product category key of docs/product.md#categories (slot_game, casino, ...), or 'hot', or another key. */
  category: string
  /** The URL slug of docs/product.md#categories ('' for hot). */
  slug: string
  children: MenuItem[]
}

export const menuItemSchema: z.ZodMiniType<MenuItem> = z.object({
  content_id: z.number(),
  name: z.string(),
  category: z.string(),
  slug: z.string(),
  get children() {
    return z.array(menuItemSchema)
  },
})

export const siteSchema = z.object({
  site_name: z.string(),
  currency: z.string(),
  theme_code: z.string(),
  theme_color: z.string(),
  logo1: z.string(),
  logo2: z.string(),
  logo3: z.string(),
  status: z.boolean(),
  expired_date: z.nullable(z.string()),
  logo_text: z.string(),
  external_id: z.string(),
  android_sub: z.string(),
  ios_sub: z.string(),
  manifest_icon: z.string(),
  gamify_status: z.boolean(),
  /** The language the tenant's local texts are written in (docs/product.md#local-texts, e.g. 'PHP'). */
  local_language: z.string(),
})
export type Site = z.infer<typeof siteSchema>

export const liveChatSchema = z.object({
  chat_id: z.string(),
  image_id: z.string(),
  status: z.boolean(),
})
export type LiveChat = z.infer<typeof liveChatSchema>

export const providerCountSchema = z.object({ category: z.string(), count: z.number() })
export type ProviderCount = z.infer<typeof providerCountSchema>

export const startupResponseSchema = z.object({
  ...envelopeShape,
  maintenance: maintenanceSchema,
  content: z.object({ menu: z.array(menuItemSchema), game_menu: z.array(menuItemSchema) }),
  site: siteSchema,
  /** The tenant's default language code (docs/product.md#languages, e.g. 'EN'). */
  language: z.string(),
  provider_count: z.array(providerCountSchema),
  aff_domain: z.array(z.string()),
  live_chat: liveChatSchema,
})
export type StartupResponse = z.infer<typeof startupResponseSchema>

export { startupElementId } from '../drawnPage'
