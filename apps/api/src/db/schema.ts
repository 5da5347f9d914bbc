import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  /** Short stable name used in demo domains (`<code>.localhost`) and tooling. */
  code: text('code').notNull().unique(),
  externalId: text('external_id').notNull().unique(),
  siteName: text('site_name').notNull(),
  currency: text('currency').notNull(),
  themeCode: text('theme_code').notNull(),
  themeColor: text('theme_color').notNull(),
  logo1: text('logo1').notNull().default(''),
  logo2: text('logo2').notNull().default(''),
  logo3: text('logo3').notNull().default(''),
  logoText: text('logo_text').notNull().default(''),
  status: boolean('status').notNull().default(true),
  expiredDate: timestamp('expired_date', { withTimezone: true }),
  androidSub: text('android_sub').notNull().default(''),
  iosSub: text('ios_sub').notNull().default(''),
  manifestIcon: text('manifest_icon').notNull().default(''),
  gamifyStatus: boolean('gamify_status').notNull().default(false),
  language: text('language').notNull().default('EN'),
  maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  liveChatId: text('live_chat_id').notNull().default(''),
  liveChatImageId: text('live_chat_image_id').notNull().default(''),
  liveChatStatus: boolean('live_chat_status').notNull().default(false),
  affiliateDomains: text('affiliate_domains').array().notNull().default([]),
  /** Bumped on every change to the tenant or its content, so every instance can drop cached answers. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const tenantDomains = pgTable('tenant_domains', {
  domain: text('domain').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
})

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** 'menu' (site navigation) or 'game_menu' (the lobby's category bar). */
    kind: text('kind').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    category: text('category').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('menu_items_tenant_idx').on(table.tenantId, table.kind)],
)
