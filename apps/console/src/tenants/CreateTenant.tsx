import { useLingui } from '@lingui/react/macro'
import { templateRegistry } from '@lobbykit/contract/registry'
import type { TenantCreateRequest } from '@lobbykit/contract/tenantConfig'
import { Button } from '@lobbykit/ui/Button'
import { TextField } from '@lobbykit/ui/TextField'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { operatorCall } from '../api/operatorApi'
import { useAction } from '../api/useCall'
import { SelectField, splitLines, TextAreaField } from '../forms/fields'
import { useSubmit } from '../forms/useSubmit'
import { consoleLanguages } from '../i18n/i18n'
import { Messages } from '../shell/Messages'
import * as page from '../shell/page.css'
import { colourOptions, themeOptions } from './lookOptions'

const firstTemplate = templateRegistry[0]!

/** The form of a new tenant, as the operator fills it. */
export interface NewTenantForm {
  tenant_code: string
  site_name: string
  currency: string
  language: string
  theme_code: string
  theme_color: string
  /** One domain per line. */
  domains: string
}

export const emptyNewTenant: NewTenantForm = {
  tenant_code: '',
  site_name: '',
  currency: 'PHP',
  language: 'EN',
  theme_code: firstTemplate.code,
  theme_color: firstTemplate.colours[0],
  domains: '',
}

/** The request the form makes: domains split by line, blanks dropped. */
export function createRequestOf(form: NewTenantForm): TenantCreateRequest {
  return {
    ...form,
    language: form.language as TenantCreateRequest['language'],
    domains: splitLines(form.domains),
  }
}

/**
 * Makes a tenant (docs/operators.md#making-a-tenant): its code, currency and domains are fixed here; its first
 * version is published at once with these settings, and everything else is edited as drafts afterwards.
 */
export function CreateTenantView({
  onCreate,
}: {
  onCreate: (form: NewTenantForm) => Promise<string | undefined>
}) {
  const { t } = useLingui()
  const [form, setForm] = useState(emptyNewTenant)
  const set = <K extends keyof NewTenantForm>(key: K, value: NewTenantForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }))
  const { submit, error, busy } = useSubmit(() => onCreate(form))
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t`New tenant`}</h1>
      <form className={page.panel} onSubmit={submit} noValidate>
        <Messages error={error} />
        <div className={page.formGrid}>
          <TextField
            label={t`Tenant code`}
            name="tenant_code"
            required
            hint={t`2 to 40 lower-case letters, digits and dashes; it names the tenant in tools and media paths.`}
            value={form.tenant_code}
            onChange={(value) => set('tenant_code', value)}
          />
          <TextField
            label={t`Site name`}
            name="site_name"
            required
            value={form.site_name}
            onChange={(value) => set('site_name', value)}
          />
          <TextField
            label={t`Currency`}
            name="currency"
            required
            hint={t`The ISO code (PHP, USD, VND…). It cannot change once players hold money in it.`}
            value={form.currency}
            onChange={(value) => set('currency', value.toUpperCase())}
          />
          <SelectField
            label={t`Default language`}
            hint={t`Its pages without a language in their address are in it, and so are its local texts until you choose another language for them.`}
            value={form.language}
            options={consoleLanguages.map((language) => [language.code.toUpperCase(), language.name])}
            onChange={(value) => set('language', value)}
          />
          <SelectField
            label={t`Template`}
            value={form.theme_code}
            options={themeOptions}
            onChange={(value) =>
              setForm((current) => ({
                ...current,
                theme_code: value,
                theme_color: colourOptions(value)[0]?.[0] ?? '',
              }))
            }
          />
          <SelectField
            label={t`Colour`}
            value={form.theme_color}
            options={colourOptions(form.theme_code)}
            onChange={(value) => set('theme_color', value)}
          />
        </div>
        <TextAreaField
          label={t`Domains`}
          hint={t`One per line; each must be free (no other tenant's). The first is where previews open.`}
          rows={3}
          value={form.domains}
          onChange={(value) => set('domains', value)}
        />
        <div className={page.actions}>
          <Button type="submit" busy={busy}>
            {t`Create tenant`}
          </Button>
        </div>
      </form>
    </div>
  )
}

export function CreateTenant() {
  const navigate = useNavigate()
  const action = useAction()
  return (
    <CreateTenantView
      onCreate={async (form) => {
        const created = await action.run(() => operatorCall('tenantCreate', createRequestOf(form)))
        if (!created.ok) return created.message
        await navigate({ to: '/tenants/$code', params: { code: created.data.tenant.tenant_code } })
        return undefined
      }}
    />
  )
}
