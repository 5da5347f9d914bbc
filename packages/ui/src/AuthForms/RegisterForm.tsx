import { useLingui } from '@lingui/react/macro'
import { emailError, passesRule } from '@lobbykit/core/validate/fields'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../Button/Button'
import { TextField } from '../TextField/TextField'
import { type AuthAction, AuthActionLink } from './AuthAction'
import * as styles from './AuthForms.css'
import { useFocusFirstInvalid } from './useFocusFirstInvalid'

export interface RegisterValues {
  accountId: string
  password: string
  contactPhone: string
  contactEmail: string
  referrerCode: string
}

export interface RegisterFormProps {
  /** Called with trimmed values once every field passes the contract's sign-up rules and 18+ is ticked. */
  onSubmit: (values: RegisterValues) => void
  busy?: boolean
  /** The server's answer when sign-up failed. */
  error?: string
  /** Per-field errors from the server, keyed like RegisterValues. */
  fieldErrors?: Partial<Record<keyof RegisterValues, string>>
  /** A referral code from the link the visitor came by. */
  defaultReferrerCode?: string
  termsHref?: string
  /** "Already playing? Log in": an address (page) or a callback (modal). */
  login?: AuthAction
  className?: string
}

/**
 * Create an account: the fields of POST /api/auth/signup a player types, checked by the contract's rules
 * (the ones the API applies), and the 18+ confirmation. The one form of the register page and modal.
 */
export function RegisterForm({
  onSubmit,
  busy = false,
  error,
  fieldErrors = {},
  defaultReferrerCode = '',
  termsHref = '/term-condition',
  login,
  className,
}: RegisterFormProps) {
  const { t } = useLingui()
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
  const { formRef, refused } = useFocusFirstInvalid()
  const set = (key: keyof RegisterValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }))
  const accountIdRule = t`Use 4 to 20 letters, digits or underscores.`
  const passwordRule = t`Use 8 to 64 characters with at least one letter and one digit.`
  const phoneRule = t`Enter 7 to 15 digits.`
  const trimmed: RegisterValues = {
    ...values,
    accountId: values.accountId.trim(),
    contactEmail: values.contactEmail.trim(),
    referrerCode: values.referrerCode.trim(),
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAttempted(true)
    const fine =
      passesRule('newAccountId', trimmed.accountId) &&
      passesRule('newPassword', trimmed.password) &&
      passesRule('phone', trimmed.contactPhone) &&
      (trimmed.contactEmail === '' || emailError(trimmed.contactEmail) === undefined)
    if (!fine || !adult) return refused()
    onSubmit(trimmed)
  }
  return (
    <form
      ref={formRef}
      className={[styles.form, className].filter(Boolean).join(' ')}
      data-form="register"
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
        hint={accountIdRule}
        check={(value) => (passesRule('newAccountId', value.trim()) ? undefined : accountIdRule)}
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
        hint={passwordRule}
        check={(value) => (passesRule('newPassword', value) ? undefined : passwordRule)}
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
        check={(value) => (passesRule('phone', value) ? undefined : phoneRule)}
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
        check={(value) => emailError(value, t`Invalid email address`)}
        autoComplete="email"
        autoCapitalize="none"
        showErrors={attempted}
        error={fieldErrors.contactEmail}
        value={values.contactEmail}
        onChange={set('contactEmail')}
        disabled={busy}
      />
      <TextField
        label={t`Referral code (optional)`}
        name="referrer_code"
        autoCapitalize="none"
        error={fieldErrors.referrerCode}
        value={values.referrerCode}
        onChange={set('referrerCode')}
        disabled={busy}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="adult"
          className={styles.checkbox}
          checked={adult}
          onChange={(event) => setAdult(event.target.checked)}
          disabled={busy}
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
      {login ? (
        <p className={styles.muted}>
          {t`Already playing?`} <AuthActionLink action={login}>{t`Log in`}</AuthActionLink>
        </p>
      ) : null}
    </form>
  )
}
