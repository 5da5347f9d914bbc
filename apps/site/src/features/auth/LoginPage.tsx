import { useLingui } from '@lingui/react/macro'
import { rememberReturnPath, safeReturnPath } from '@lobbykit/core/navigation/returnPath'
import { login } from '@lobbykit/core/session/login'
import { openModalAtom } from '@lobbykit/core/stores/modal'
import { LoginForm, type LoginValues } from '@lobbykit/ui/AuthForms'
import { useNavigate, useSearch } from '@tanstack/react-router'
import * as styles from '../../shell/forms/forms.css'
import { useBusy } from '../../shell/forms/useSubmit'
import { Page } from '../../shell/Page'
import { useRuntime } from '../../shell/runtime'
import { useLanguage } from '../../shell/useLanguage'

/**
 * The login page (`/api/auth/login`, docs/product.md#api-calls): ui's login form, the same as the login modal's.
 * Signed in, the player goes back to the page they were sent from (the `redirect` search parameter, a path
 * of this site: docs/product.md#return-after-login), else home.
 */
export function LoginPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const runtime = useRuntime()
  const { href } = useLanguage()
  const search = useSearch({ strict: false }) as { redirect?: unknown }
  const back = safeReturnPath(search.redirect)
  const { busy, run } = useBusy(async ({ accountId, password }: LoginValues) => {
    const result = await login(runtime, { account_id: accountId, password })
    if (result.ok) void navigate({ href: back ?? href('/') })
  })
  return (
    <Page title={t`Log in`}>
      <LoginForm
        className={styles.form}
        busy={busy}
        onSubmit={run}
        forgotPassword={href('/forgot-password')}
        useCode={() => {
          // The sign-in-by-code dialog goes back to the same page.
          if (back) rememberReturnPath(back)
          runtime.store.set(openModalAtom, 'signin')
        }}
        register={href('/register')}
      />
    </Page>
  )
}
