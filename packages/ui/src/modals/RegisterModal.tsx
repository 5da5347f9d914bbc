import { t } from '@lingui/core/macro'
import { emailError } from '@lobbykit/core/validate/fields'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import { TextField } from '../TextField/TextField'
import * as styles from './modals.css'

export interface RegisterValues {
  accountId: string
  password: string
  contactPhone: string
  contactEmail: string
  referrerCode: string
}

export interface RegisterModalProps {
  open: boolean
  onClose: () => void
  onSubmit: (values: RegisterValues) => void
  busy?: boolean
  error?: string
  /** Per-field errors from the server, keyed like RegisterValues. */
  fieldErrors?: Partial<Record<keyof RegisterValues, string>>
  onLogin?: () => void
  /** A referral code from the link the visitor came by. */
  defaultReferrerCode?: string
  termsHref?: string
  title?: string
}

/** Create an account: the fields of POST /api/auth/signup a player types. */
export function RegisterModal({
  open,
  onClose,
  onSubmit,
  busy = false,
  error,
  fieldErrors = {},
  onLogin,
  defaultReferrerCode = '',
  termsHref = '/term-condition',
  title = t`Create your account`,
}: RegisterModalProps) {
  const [values, setValues] = useState<RegisterValues>({
    accountId: '',
    password: '',
    contactPhone: '',
    contactEmail: '',
    referrerCode: defaultReferrerCode,
  })
  const adultErrorId = useId()
  const [adult, setAdult] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const set = (key: keyof RegisterValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    const missing = !values.accountId.trim() || !values.password || !values.contactPhone
    const badEmail = values.contactEmail !== '' && emailError(values.contactEmail) !== undefined
    if (missing || badEmail || !adult) return
    onSubmit({ ...values, accountId: values.accountId.trim(), contactEmail: values.contactEmail.trim() })
  }
  return (
    <Dialog open={open} onClose={onClose} title={title} size="md">
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
          error={fieldErrors.accountId}
          value={values.accountId}
          onChange={set('accountId')}
          disabled={busy}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          showErrors={attempted}
          error={fieldErrors.password}
          value={values.password}
          onChange={set('password')}
          disabled={busy}
        />
        <TextField
          label={t`Mobile number`}
          name="contact_phone"
          type="tel"
          filter="digits"
          autoComplete="tel"
          required
          showErrors={attempted}
          error={fieldErrors.contactPhone}
          value={values.contactPhone}
          onChange={set('contactPhone')}
          disabled={busy}
        />
        <TextField
          label={t`E-mail (optional)`}
          name="contact_email"
          type="email"
          check="email"
          autoComplete="email"
          showErrors={attempted}
          error={fieldErrors.contactEmail}
          value={values.contactEmail}
          onChange={set('contactEmail')}
          disabled={busy}
        />
        <TextField
          label={t`Referral code (optional)`}
          name="referrer_code"
          error={fieldErrors.referrerCode}
          value={values.referrerCode}
          onChange={set('referrerCode')}
          disabled={busy}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={adult}
            onChange={(event) => setAdult(event.target.checked)}
            aria-invalid={attempted && !adult ? true : undefined}
            aria-describedby={attempted && !adult ? adultErrorId : undefined}
          />
          <span>
            {t({
              message: 'I am 18 or older and accept the',
              comment: 'Followed by a link: terms and conditions',
            })}{' '}
            <a href={termsHref} target="_blank" rel="noopener noreferrer" className={styles.linkButton}>
              {t`terms and conditions`}
            </a>
            .
          </span>
        </label>
        {attempted && !adult ? (
          <p className={styles.formError} id={adultErrorId} role="alert">
            {t`Please confirm you are 18 or older.`}
          </p>
        ) : null}
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? t`Creating account…` : t`Create account`}
        </Button>
        {onLogin ? (
          <p className={styles.muted}>
            {t`Already playing?`}{' '}
            <button type="button" className={styles.linkButton} onClick={onLogin}>
              {t`Log in`}
            </button>
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
