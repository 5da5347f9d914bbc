import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { TenantConfig } from '@lobbykit/contract/tenantConfig'
import { TextField } from '@lobbykit/ui/TextField'
import { CheckField, DateTimeField, LinesField, SelectField } from '../../forms/fields'
import { consoleLanguages } from '../../i18n/i18n'
import * as page from '../../shell/page.css'
import { colourOptions, themeOptions } from '../lookOptions'
import type { SectionProps } from './ListsSection'

/** The languages a tenant may be in, by their codes. */
const languageOptions = consoleLanguages.map(
  (language) => [language.code.toUpperCase(), language.name] as const,
)

/** The idle timeouts offered (docs/architecture.md#sessions), in minutes; 0 is never. */
const idleChoices = [15, 30, 60, 120, 240, 0]

/** The site's own settings: names, language, look, apps, sessions, live chat, maintenance and affiliate domains. */
export function SiteSection({ config, onChange }: SectionProps) {
  const { t } = useLingui()
  /** The offered timeouts, and the tenant's own when the API set another. */
  const idleOptions = (current: number) =>
    [...new Set([...idleChoices, current])].map((minutes) => {
      const hours = minutes / 60
      const text =
        minutes === 0
          ? t`Never`
          : Number.isInteger(hours)
            ? t`${plural(hours, { one: '# hour', other: '# hours' })}`
            : t`${minutes} minutes`
      return [String(minutes), text] as const
    })
  const { site } = config
  const setSite = <K extends keyof TenantConfig['site']>(key: K, value: TenantConfig['site'][K]) =>
    onChange({ ...config, site: { ...site, [key]: value } })
  return (
    <div className={page.panel}>
      <fieldset className={page.fieldset}>
        <legend className={page.legend}>{t`Site`}</legend>
        <div className={page.formGrid}>
          <TextField
            label={t`Site name`}
            name="site_name"
            required
            value={site.site_name}
            onChange={(value) => setSite('site_name', value)}
          />
          <TextField
            label={t`Logo text`}
            name="logo_text"
            hint={t`Shown where a template writes its logo in letters.`}
            value={site.logo_text}
            onChange={(value) => setSite('logo_text', value)}
          />
          <SelectField
            label={t`Default language`}
            hint={t`The language of the site's addresses without a language in them.`}
            value={site.language}
            options={languageOptions}
            onChange={(value) => setSite('language', value as TenantConfig['site']['language'])}
          />
          <SelectField
            label={t`Local language`}
            hint={t`Pages in this language show the local texts, other pages the English ones. English: the English texts only.`}
            value={site.local_language}
            options={languageOptions}
            onChange={(value) => setSite('local_language', value as TenantConfig['site']['language'])}
          />
          <TextField
            label={t`Brand colour`}
            name="brand_color"
            hint={t`Like #c9a227 or hsl(45 65% 42%): the colour of generated logos.`}
            value={site.brand_color}
            onChange={(value) => setSite('brand_color', value)}
          />
          <SelectField
            label={t`Template`}
            value={site.theme_code}
            options={themeOptions}
            onChange={(value) =>
              onChange({
                ...config,
                site: { ...site, theme_code: value, theme_color: colourOptions(value)[0]?.[0] ?? '' },
              })
            }
          />
          <SelectField
            label={t`Colour`}
            value={site.theme_color}
            options={colourOptions(site.theme_code)}
            onChange={(value) => setSite('theme_color', value)}
          />
        </div>
        <CheckField
          label={t`Rewards and missions (gamify) on`}
          checked={site.gamify_status}
          onChange={(value) => setSite('gamify_status', value)}
        />
      </fieldset>
      <fieldset className={page.fieldset}>
        <legend className={page.legend}>{t`Apps`}</legend>
        <div className={page.formGrid}>
          <TextField
            label={t`Android app address`}
            name="android_sub"
            type="url"
            check="url"
            value={site.android_sub}
            onChange={(value) => setSite('android_sub', value)}
          />
          <TextField
            label={t`iOS app address`}
            name="ios_sub"
            type="url"
            check="url"
            value={site.ios_sub}
            onChange={(value) => setSite('ios_sub', value)}
          />
        </div>
      </fieldset>
      <fieldset className={page.fieldset}>
        <legend className={page.legend}>{t`Player sessions`}</legend>
        <div className={page.formGrid}>
          <SelectField
            label={t`Sign players out after`}
            name="session_idle_minutes"
            hint={t`Of no activity: no page opened and no round played. A session ends after 24 hours in any case.`}
            value={String(site.session_idle_minutes)}
            options={idleOptions(site.session_idle_minutes)}
            onChange={(value) => setSite('session_idle_minutes', Number(value))}
          />
        </div>
      </fieldset>
      <fieldset className={page.fieldset}>
        <legend className={page.legend}>{t`Live chat`}</legend>
        <CheckField
          label={t`Live chat on`}
          checked={config.live_chat.status}
          onChange={(status) => onChange({ ...config, live_chat: { ...config.live_chat, status } })}
        />
        <div className={page.formGrid}>
          <TextField
            label={t`Chat id`}
            name="chat_id"
            value={config.live_chat.chat_id}
            onChange={(chat_id) => onChange({ ...config, live_chat: { ...config.live_chat, chat_id } })}
          />
          <TextField
            label={t`Chat picture id`}
            name="image_id"
            value={config.live_chat.image_id}
            onChange={(image_id) => onChange({ ...config, live_chat: { ...config.live_chat, image_id } })}
          />
        </div>
      </fieldset>
      <fieldset className={page.fieldset}>
        <legend className={page.legend}>{t`Maintenance window`}</legend>
        <p
          className={page.muted}
        >{t`Players see the maintenance screen between these times; leave both empty for none.`}</p>
        <div className={page.formGrid}>
          <DateTimeField
            label={t`Starts`}
            value={config.maintenance.start_date}
            onChange={(start_date) =>
              onChange({ ...config, maintenance: { ...config.maintenance, start_date } })
            }
          />
          <DateTimeField
            label={t`Ends`}
            value={config.maintenance.end_date}
            onChange={(end_date) => onChange({ ...config, maintenance: { ...config.maintenance, end_date } })}
          />
        </div>
      </fieldset>
      <LinesField
        label={t`Affiliate domains`}
        hint={t`One per line: other addresses that show this site.`}
        lines={config.affiliate_domains}
        onChange={(affiliate_domains) => onChange({ ...config, affiliate_domains })}
      />
    </div>
  )
}
