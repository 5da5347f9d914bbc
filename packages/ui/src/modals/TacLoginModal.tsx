import { useLingui } from '@lingui/react/macro'
import { passesRule } from '@lobbykit/core/validate/fields'
import { type FormEvent, useState } from 'react'
import { Button } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import { TextField } from '../TextField/TextField'
import * as styles from './modals.css'

export interface TacLoginModalProps {
  open: boolean
  onClose: () => void
  /** Asks the shell to send a code (POST /api/auth/tac/request_login). */
  onRequestCode: (accountId: string) => void
  /** Signs in with the code (POST /api/auth/login_tac). */
  onSubmit: (values: { accountId: string; tac: string }) => void
  /** True once the shell has sent a code: the code step shows. */
  codeSent?: boolean
  /** Seconds until another code may be requested; 0 or undefined allows it now. */
  resendIn?: number
  busy?: boolean
  error?: string
  onUsePassword?: () => void
  defaultAccountId?: string
  title?: string
}

/** Sign in with a one-time code (TAC): account id, then the 6-digit code sent to the player. */
export function TacLoginModal({
  open,
  onClose,
  onRequestCode,
  onSubmit,
  codeSent = false,
  resendIn = 0,
  busy = false,
  error,
  onUsePassword,
  defaultAccountId = '',
  title,
}: TacLoginModalProps) {
  const { t } = useLingui()
  const [accountId, setAccountId] = useState(defaultAccountId)
  const [tac, setTac] = useState('')
  const [attempted, setAttempted] = useState(false)
  const codeError = attempted && codeSent && !passesRule('tac', tac) ? t`Enter the 6-digit code` : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    if (!passesRule('accountId', accountId.trim())) return
    if (!codeSent) {
      onRequestCode(accountId.trim())
      setAttempted(false)
      return
    }
    if (passesRule('tac', tac)) onSubmit({ accountId: accountId.trim(), tac })
  }
  return (
    <Dialog open={open} onClose={onClose} title={title ?? t`Sign in`} size="sm">
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
          autoCapitalize="none"
          required
          showErrors={attempted}
          value={accountId}
          onChange={setAccountId}
          disabled={busy || codeSent}
        />
        {codeSent ? (
          <>
            <p className={styles.muted} role="status">
              {t`We sent a 6-digit code to the phone or e-mail on ${accountId}.`}
            </p>
            <TextField
              label={t`One-time code`}
              name="tac"
              filter="digits"
              autoComplete="one-time-code"
              maxLength={6}
              value={tac}
              onChange={setTac}
              error={codeError}
              disabled={busy}
            />
          </>
        ) : null}
        <Button type="submit" size="lg" block disabled={busy}>
          {codeSent ? (busy ? t`Signing in…` : t`Sign in`) : busy ? t`Sending code…` : t`Send code`}
        </Button>
        <div className={styles.links}>
          {codeSent ? (
            <button
              type="button"
              className={styles.linkButton}
              disabled={busy || resendIn > 0}
              onClick={() => onRequestCode(accountId.trim())}
            >
              {resendIn > 0 ? t`Send a new code in ${resendIn}s` : t`Send a new code`}
            </button>
          ) : null}
          {onUsePassword ? (
            <button type="button" className={styles.linkButton} onClick={onUsePassword}>
              {t`Use my password`}
            </button>
          ) : null}
        </div>
      </form>
    </Dialog>
  )
}
