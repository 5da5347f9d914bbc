import { useLingui } from '@lingui/react/macro'
import { openModalAtom } from '@lobbykit/core/stores/modal'
import { Link } from '@lobbykit/ui/Link'
import { useNavigate } from '@tanstack/react-router'
import * as styles from '../../shell/forms/forms.css'
import { Page } from '../../shell/Page'
import { useRuntime } from '../../shell/runtime'
import { useLanguage } from '../../shell/useLanguage'
import { LoginForm } from './LoginForm'

export function LoginPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { store } = useRuntime()
  const { href } = useLanguage()
  return (
    <Page title={t`Log in`}>
      <LoginForm
        onSignedIn={() => void navigate({ href: href('/') })}
        onUseCode={() => store.set(openModalAtom, 'signin')}
      />
      <div className={styles.actions}>
        <Link href={href('/forgot-password')}>{t`Forgot your password?`}</Link>
        <Link href={href('/register')}>{t`New here? Create an account`}</Link>
      </div>
    </Page>
  )
}
