import { useLingui } from '@lingui/react/macro'
import { signupRequestSchema } from '@lobbykit/contract/calls/auth'
import { signup } from '@lobbykit/core/api/auth/signup'
import { completeLogin } from '@lobbykit/core/session/login'
import { RegisterForm, type RegisterValues } from '@lobbykit/ui/AuthForms'
import { useNavigate } from '@tanstack/react-router'
import * as styles from '../../shell/forms/forms.css'
import { useBusy } from '../../shell/forms/useSubmit'
import { Page } from '../../shell/Page'
import { useRuntime } from '../../shell/runtime'
import { useLanguage } from '../../shell/useLanguage'
import { signupTracking } from './tracking'

/**
 * Sign-up (docs/product.md#api-calls): ui's register form, the same as the register modal's, checked by the
 * contract's rules; a new account is signed in at once, like a login.
 */
export function RegisterPage() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const navigate = useNavigate()
  const { href } = useLanguage()
  const { busy, run } = useBusy(async (values: RegisterValues) => {
    const body = signupRequestSchema.parse({
      ...runtime.site,
      account_id: values.accountId,
      password: values.password,
      contact_phone: values.contactPhone,
      contact_email: values.contactEmail,
      ...(values.referrerCode ? { referrer_code: values.referrerCode } : {}),
      ...signupTracking(),
    })
    const result = await completeLogin(runtime, await signup(runtime.api, body))
    if (result.ok) void navigate({ href: href('/') })
  })
  return (
    <Page title={t`Create an account`}>
      <RegisterForm
        className={styles.form}
        busy={busy}
        onSubmit={run}
        termsHref={href('/term-condition')}
        login={href('/login')}
      />
    </Page>
  )
}
