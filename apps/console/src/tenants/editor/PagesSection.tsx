import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type CmsPageKey, cmsPageKeys } from '@lobbykit/contract/calls/settings'
import { useState } from 'react'
import { CheckField, SelectField } from '../../forms/fields'
import { RichText } from '../../forms/RichText'
import { consoleLanguages } from '../../i18n/i18n'
import * as page from '../../shell/page.css'
import type { SectionProps } from './ListsSection'

export const cmsPageNames: Record<CmsPageKey, MessageDescriptor> = {
  about_us: msg`About us`,
  privacy_policy: msg`Privacy policy`,
  banking: msg`Banking`,
  faqs: msg`FAQs`,
  responsible_gaming: msg`Responsible gaming`,
}

/** The CMS pages behind the footer's links, each in English and the tenant's local language. */
export function PagesSection({ config, onChange }: SectionProps) {
  const { t, i18n } = useLingui()
  const [key, setKey] = useState<CmsPageKey>('about_us')
  const entry = config.cms[key]
  const local = consoleLanguages.find(
    (language) => language.code.toUpperCase() === config.site.local_language,
  )
  const set = (change: Partial<typeof entry>) =>
    onChange({ ...config, cms: { ...config.cms, [key]: { ...entry, ...change } } })
  const pageName = i18n._(cmsPageNames[key])
  return (
    <div className={page.panel}>
      <SelectField
        label={t`Page`}
        value={key}
        options={cmsPageKeys.map((page) => [page, i18n._(cmsPageNames[page])])}
        onChange={(value) => setKey(value as CmsPageKey)}
      />
      <CheckField
        label={t`Show ${pageName} on the site`}
        checked={entry.status}
        onChange={(status) => set({ status })}
      />
      <RichText
        key={`${key}-en`}
        label={t`${pageName} in English`}
        lang="en"
        value={entry.en_body}
        onChange={(en_body) => set({ en_body })}
      />
      <RichText
        key={`${key}-local`}
        label={t`${pageName} in the local language (${local?.name ?? config.site.local_language})`}
        lang={local?.htmlLang}
        value={entry.local_body}
        onChange={(local_body) => set({ local_body })}
      />
    </div>
  )
}
