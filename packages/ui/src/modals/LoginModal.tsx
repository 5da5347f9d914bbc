import { t } from '@lingui/core/macro'
import { type FormEvent, useState } from 'react'
import { Button } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import { TextField } from '../TextField/TextField'
import * as styles from './modals.css'

export interface LoginValues {
  accountId: string
  password: string
}

export interface LoginModalProps {
  open: boolean
  onClose: () => void
  onSubmit: (values: LoginValues) => void
  /** True while the login call runs: the form is locked and the button says so. */
  busy?: boolean
  /** The server's answer when login failed. */
  error?: string
  onForgotPassword?: () => void
  onRegister?: () => void
  /** Offers "Sign in with a one-time code" (the TAC modal). */
  onUseCode?: () => void
  defaultAccountId?: string
  title?: string
}

/** Log in with account id and password (spec section 4: login). */
export function LoginModal({
  open,
  onClose,
  onSubmit,
  busy = false,
  error,
  onForgotPassword,
  onRegister,
  onUseCode,
  defaultAccountId = '',
  title = t`Log in`,
}: LoginModalProps) {
  const [accountId, setAccountId] = useState(defaultAccountId)
  const [password, setPassword] = useState('')
  const [attempted, setAttempted] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (!accountId.trim() || !password) return
    onSubmit({ accountId: accountId.trim(), password })
  }
  return (
    <Dialog open={open} onClose={onClose} title={title} size="sm">
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        {error ? (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        ) : null}
        <TextField
          label={t`Account ID`}
          name="account_id"
          autoComplete="username"
          required
          showErrors={attempted}
          value={accountId}
          onChange={setAccountId}
          disabled={busy}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          showErrors={attempted}
          value={password}
          onChange={setPassword}
          disabled={busy}
        />
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? t`Logging in…` : t`Log in`}
        </Button>
        <div className={styles.links}>
          {onForgotPassword ? (
            <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
              {t`Forgot password?`}
            </button>
          ) : null}
          {onUseCode ? (
            <button type="button" className={styles.linkButton} onClick={onUseCode}>
              {t`Use a one-time code`}
            </button>
          ) : null}
        </div>
        {onRegister ? (
          <p className={styles.muted}>
            {t`New here?`}{' '}
            <button type="button" className={styles.linkButton} onClick={onRegister}>
              {t`Create an account`}
            </button>
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
