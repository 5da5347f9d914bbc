import { useLingui } from '@lingui/react/macro'
import { login } from '@lobbykit/core/session/login'
import { Button } from '@lobbykit/ui/Button'
import { TextField } from '@lobbykit/ui/TextField'
import { useState } from 'react'
import * as styles from '../../shell/forms/forms.css'
import { useSubmit } from '../../shell/forms/useSubmit'
import { useRuntime } from '../../shell/runtime'

/** Account id and password (`/api/auth/login`, docs/product.md#api-calls). `onSignedIn` runs once the session is open. */
export function LoginForm({ onSignedIn, onUseCode }: { onSignedIn(): void; onUseCode?(): void }) {
  const { t } = useLingui()
  const runtime = useRuntime()
  const [accountId, setAccountId] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const { busy, onSubmit } = useSubmit(async () => {
    if (!accountId.trim() || !password) {
      setMissing(true)
      return
    }
    const result = await login(runtime, { account_id: accountId.trim(), password })
    if (result.ok) onSignedIn()
  })
  return (
    <form className={styles.form} data-form="login" onSubmit={onSubmit} noValidate>
      <TextField
        name="account_id"
        label={t`Account ID`}
        value={accountId}
        onChange={setAccountId}
        autoComplete="username"
        autoCapitalize="none"
        required
        error={missing && !accountId.trim() ? t`Enter your account ID.` : undefined}
      />
      <TextField
        name="password"
        label={t`Password`}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        required
        error={missing && !password ? t`Enter your password.` : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" block disabled={busy}>
          {busy ? t`Logging in…` : t`Log in`}
        </Button>
        {onUseCode ? (
          <button type="button" className={styles.textButton} onClick={onUseCode}>
            {t`Sign in with a code instead`}
          </button>
        ) : null}
      </div>
    </form>
  )
}
