import { useLingui } from '@lingui/react/macro'
import { gameCategories } from '@lobbykit/contract/categories'
import type { TenantConfig } from '@lobbykit/contract/tenantConfig'
import { RecordList } from '../../forms/RecordList'
import * as page from '../../shell/page.css'

/** What every section of the settings takes: the whole document, and where its edits go. */
export interface SectionProps {
  config: TenantConfig
  onChange: (config: TenantConfig) => void
}

type Rows<K extends keyof TenantConfig> = TenantConfig[K] extends (infer Row)[] ? Row : never

/** The site's menus: the navigation and the lobby's category bar. */
export function MenusSection({ config, onChange }: SectionProps) {
  const { t } = useLingui()
  return (
    <div className={page.panel}>
      <RecordList<Rows<'menu'>>
        label={t`Navigation`}
        itemLabel={(index) => t`Menu entry ${index + 1}`}
        rows={config.menu}
        max={30}
        empty={{ name: '', category: '', slug: '' }}
        fields={[
          { key: 'name', label: t`Name` },
          { key: 'category', label: t`Kind of page (home, promotions, vip, news, or a game category)` },
          { key: 'slug', label: t`Address (lower-case words and dashes)` },
        ]}
        onChange={(menu) => onChange({ ...config, menu })}
      />
      <RecordList<Rows<'game_menu'>>
        label={t`Lobby categories`}
        itemLabel={(index) => t`Category ${index + 1}`}
        rows={config.game_menu}
        max={30}
        empty={{ name: '', category: gameCategories[0].key, slug: gameCategories[0].slug }}
        fields={[
          { key: 'name', label: t`Name` },
          {
            key: 'category',
            label: t`Game category`,
            kind: 'select',
            options: gameCategories.map((category) => [category.key, category.key] as const),
          },
          { key: 'slug', label: t`Address (lower-case words and dashes)` },
        ]}
        onChange={(game_menu) => onChange({ ...config, game_menu })}
      />
    </div>
  )
}

/** The partners' logos and the social accounts of the footer. */
export function LinksSection({ config, onChange }: SectionProps) {
  const { t } = useLingui()
  return (
    <div className={page.panel}>
      <RecordList<Rows<'partners'>>
        label={t`Partners`}
        itemLabel={(index) => t`Partner ${index + 1}`}
        rows={config.partners}
        max={40}
        empty={{ partner_name: '', href: '', img_url: '' }}
        fields={[
          { key: 'partner_name', label: t`Name` },
          { key: 'href', label: t`Link address`, kind: 'url' },
          { key: 'img_url', label: t`Logo address` },
        ]}
        onChange={(partners) => onChange({ ...config, partners })}
      />
      <RecordList<Rows<'social_accounts'>>
        label={t`Social accounts`}
        itemLabel={(index) => t`Social account ${index + 1}`}
        rows={config.social_accounts}
        max={20}
        empty={{ platform: '', account_name: '', url: '' }}
        fields={[
          { key: 'platform', label: t`Platform` },
          { key: 'account_name', label: t`Account name` },
          { key: 'url', label: t`Address`, kind: 'url' },
        ]}
        onChange={(social_accounts) => onChange({ ...config, social_accounts })}
      />
    </div>
  )
}

/** The SEO record of each page: titles, descriptions and the search engines' tags. */
export function SeoSection({ config, onChange }: SectionProps) {
  const { t } = useLingui()
  return (
    <div className={page.panel}>
      <RecordList<Rows<'seo'>>
        label={t`SEO records`}
        itemLabel={(index) => config.seo[index]?.page_name || t`Record ${index + 1}`}
        rows={config.seo}
        max={60}
        empty={{
          page_name: '',
          en_item_name: '',
          en_body: '',
          local_item_name: '',
          local_body: '',
          meta_title: '',
          meta_desc: '',
          meta_keywords: '',
          meta_url: '',
          meta_canonical: '',
          meta_author: '',
          meta_publisher: '',
          meta_lang: '',
          meta_image_url: '',
        }}
        fields={[
          { key: 'page_name', label: t`Page (home, slots, promotions…)` },
          { key: 'meta_title', label: t`Title` },
          { key: 'meta_desc', label: t`Description`, kind: 'long' },
          { key: 'meta_keywords', label: t`Keywords` },
          { key: 'meta_canonical', label: t`Canonical address`, kind: 'url' },
          { key: 'meta_url', label: t`Page address`, kind: 'url' },
          { key: 'meta_image_url', label: t`Share picture address` },
          { key: 'meta_author', label: t`Author` },
          { key: 'meta_publisher', label: t`Publisher` },
          { key: 'meta_lang', label: t`Language tag` },
          { key: 'en_item_name', label: t`Heading in English` },
          { key: 'en_body', label: t`Text in English`, kind: 'long' },
          { key: 'local_item_name', label: t`Heading in the local language` },
          { key: 'local_body', label: t`Text in the local language`, kind: 'long' },
        ]}
        onChange={(seo) => onChange({ ...config, seo })}
      />
    </div>
  )
}

/** The tenant's analytics scripts: only an owner may change them (docs/operators.md#roles). */
export function AnalyticsSection({
  config,
  onChange,
  canEdit,
}: {
  config: TenantConfig
  onChange: (config: TenantConfig) => void
  canEdit: boolean
}) {
  const { t } = useLingui()
  return (
    <div className={page.panel}>
      {canEdit ? null : <p className={page.muted}>{t`Only an owner may change the analytics scripts.`}</p>}
      <RecordList<Rows<'analytics'>>
        label={t`Analytics scripts`}
        itemLabel={(index) => t`Script ${index + 1}`}
        rows={config.analytics}
        max={20}
        disabled={!canEdit}
        empty={{ section: 'HEAD', script: '' }}
        fields={[
          {
            key: 'section',
            label: t`Where`,
            kind: 'select',
            options: [
              ['HEAD', t`In the head`],
              ['BODY', t`At the end of the body`],
            ],
          },
          { key: 'script', label: t`Script`, kind: 'long' },
        ]}
        onChange={(analytics) => onChange({ ...config, analytics })}
      />
    </div>
  )
}
