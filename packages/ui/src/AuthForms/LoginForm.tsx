import { useLingui } from '@lingui/react/macro'
import { passesRule } from '@lobbykit/core/validate/fields'
import { type FormEvent, useState } from 'react'
import { Button } from '../Button/Button'
import { TextField } from '../TextField/TextField'
import { type AuthAction, AuthActionLink } from './AuthAction'
import * as styles from './AuthForms.css'
import { useFocusFirstInvalid } from './useFocusFirstInvalid'

export interface LoginValues {
  accountId: string
  password: string
}

export interface LoginFormProps {
  /** Called with the trimmed account id once both fields pass the contract's sign-in rules. */
  onSubmit: (values: LoginValues) => void
  /** True while the login call runs: the form is locked and the button says so. */
  busy?: boolean
  /** The server's answer when login failed. */
  error?: string
  /** Per-field errors from the server, keyed like LoginValues. */
  fieldErrors?: Partial<Record<keyof LoginValues, string>>
  defaultAccountId?: string
  /** "Forgot password?": an address (page) or a callback (modal). */
  forgotPassword?: AuthAction
  /** "Use a one-time code" (the TAC sign-in). */
  useCode?: AuthAction
  /** "New here? Create an account". */
  register?: AuthAction
  className?: string
}

/**
 * Log in with account id and password (docs/product.md#login): the one form of the login page and the
 * login modal. The shell owns the call; the form checks the fields by the contract's rules.
 */
export function LoginForm({
  onSubmit,
  busy = false,
  error,
  fieldErrors = {},
  defaultAccountId = '',
  forgotPassword,
  useCode,
  register,
  className,
}: LoginFormProps) {
  const { t } = useLingui()
  const [accountId, setAccountId] = useState(defaultAccountId)
  const [password, setPassword] = useState('')
  const [attempted, setAttempted] = useState(false)
  const { formRef, refused } = useFocusFirstInvalid()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (!passesRule('accountId', accountId.trim()) || !passesRule('password', password)) return refused()
    onSubmit({ accountId: accountId.trim(), password })
  }
  return (
    <form
      ref={formRef}
      className={[styles.form, className].filter(Boolean).join(' ')}
      data-form="login"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
    >
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <TextField
        label={t`Account ID`}
        name="account_id"
        autoComplete="username"
        autoCapitalize="none"
        required
        showErrors={attempted}
        error={fieldErrors.accountId}
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
        error={fieldErrors.password}
        value={password}
        onChange={setPassword}
        disabled={busy}
      />
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? t`Logging in…` : t`Log in`}
      </Button>
      {/* Always there, even empty: the dialogs' spacing below the button stays as designed. */}
      <div className={styles.links}>
        {forgotPassword ? (
          <AuthActionLink action={forgotPassword}>{t`Forgot password?`}</AuthActionLink>
        ) : null}
        {useCode ? <AuthActionLink action={useCode}>{t`Use a one-time code`}</AuthActionLink> : null}
      </div>
      {register ? (
        <p className={styles.muted}>
          {t`New here?`} <AuthActionLink action={register}>{t`Create an account`}</AuthActionLink>
        </p>
      ) : null}
    </form>
  )
}
