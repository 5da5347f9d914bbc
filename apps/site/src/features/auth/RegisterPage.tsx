import { useLingui } from '@lingui/react/macro'
import { signupRequestSchema } from '@lobbykit/contract/calls/auth'
import { emailSchema, newAccountIdSchema, newPasswordSchema, phoneSchema } from '@lobbykit/contract/common'
import { signup } from '@lobbykit/core/api/auth/signup'
import { completeLogin } from '@lobbykit/core/session/login'
import { Button } from '@lobbykit/ui/Button'
import { Link } from '@lobbykit/ui/Link'
import { TextField } from '@lobbykit/ui/TextField'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useValidationText } from '../../i18n/useValidation'
import * as styles from '../../shell/forms/forms.css'
import { useSubmit } from '../../shell/forms/useSubmit'
import { Page } from '../../shell/Page'
import { useRuntime } from '../../shell/runtime'
import { useLanguage } from '../../shell/useLanguage'
import { signupTracking } from './tracking'

type Errors = Partial<Record<'account' | 'password' | 'phone' | 'email', string>>

/** Sign-up (docs/product.md#api-calls): a new account is signed in at once, like a login. */
export function RegisterPage() {
  const { t } = useLingui()
  const rule = useValidationText()
  const runtime = useRuntime()
  const navigate = useNavigate()
  const { href } = useLanguage()
  const [form, setForm] = useState({ account: '', password: '', phone: '', email: '', referrer: '' })
  const [errors, setErrors] = useState<Errors>({})
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }))

  const { busy, onSubmit } = useSubmit(async () => {
    const next: Errors = {}
    if (!newAccountIdSchema.safeParse(form.account).success) next.account = rule('accountIdRule')
    if (!newPasswordSchema.safeParse(form.password).success) next.password = rule('passwordRule')
    if (!phoneSchema.safeParse(form.phone).success) next.phone = rule('phoneRule')
    if (form.email && !emailSchema.safeParse(form.email).success) next.email = rule('email')
    setErrors(next)
    if (Object.keys(next).length > 0) return
    const body = signupRequestSchema.parse({
      ...runtime.site,
      account_id: form.account,
      password: form.password,
      contact_phone: form.phone,
      contact_email: form.email,
      ...(form.referrer ? { referrer_code: form.referrer } : {}),
      ...signupTracking(),
    })
    const result = await completeLogin(runtime, await signup(runtime.api, body))
    if (result.ok) void navigate({ href: href('/') })
  })

  return (
    <Page title={t`Create an account`}>
      <form className={styles.form} data-form="register" onSubmit={onSubmit} noValidate>
        <TextField
          name="account_id"
          label={t`Account ID`}
          value={form.account}
          onChange={set('account')}
          autoComplete="username"
          autoCapitalize="none"
          hint={rule('accountIdRule')}
          error={errors.account}
        />
        <TextField
          name="password"
          label={t`Password`}
          type="password"
          value={form.password}
          onChange={set('password')}
          autoComplete="new-password"
          hint={rule('passwordRule')}
          error={errors.password}
        />
        <TextField
          name="contact_phone"
          label={t`Phone number`}
          value={form.phone}
          onChange={set('phone')}
          filter="digits"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone}
        />
        <TextField
          name="contact_email"
          label={t`E-mail (optional)`}
          type="email"
          value={form.email}
          onChange={set('email')}
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          name="referrer_code"
          label={t`Referrer code (optional)`}
          value={form.referrer}
          onChange={set('referrer')}
          autoCapitalize="none"
        />
        <Button type="submit" block disabled={busy}>
          {busy ? t`Creating your account…` : t`Create account`}
        </Button>
      </form>
      <Link href={href('/login')}>{t`Already have an account? Log in`}</Link>
    </Page>
  )
}
