import { useLingui } from '@lingui/react/macro'
import { forgotPassword } from '@lobbykit/core/api/auth/forgotPassword'
import { passesRule } from '@lobbykit/core/validate/fields'
import { Button } from '@lobbykit/ui/Button'
import { Link } from '@lobbykit/ui/Link'
import { TextField } from '@lobbykit/ui/TextField'
import { useState } from 'react'
import { useNotice } from '../../i18n/useNotice'
import { useValidationText } from '../../i18n/useValidation'
import * as styles from '../../shell/forms/forms.css'
import { useSubmit } from '../../shell/forms/useSubmit'
import { Page } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useLanguage } from '../../shell/useLanguage'

/**
 * Password reset (`/api/auth/forgot_password`, docs/product.md#api-calls). The answer is the same whether or not the account
 * exists, so the page never tells a stranger which account ids are taken.
 */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  const rule = useValidationText()
  const notice = useNotice()
  const runtime = useRuntime()
  const { href } = useLanguage()
  const [accountId, setAccountId] = useState('')
  const [phone, setPhone] = useState('')
  const [sent, setSent] = useState(false)
  const [missing, setMissing] = useState(false)
  // The contract's rules, as the API will judge the call.
  const accountIdBad = !passesRule('accountId', accountId.trim())
  const phoneBad = !passesRule('phone', phone)
  const { busy, onSubmit } = useSubmit(async () => {
    if (accountIdBad || phoneBad) return setMissing(true)
    const result = await callAndReport(runtime, forgotPassword, {
      ...runtime.site,
      account_id: accountId.trim(),
      contact_phone: phone,
    })
    if (result.ok) setSent(true)
  })
  return (
    <Page
      title={t`Forgot your password?`}
      lead={t`Enter your account ID and the phone number on your account.`}
    >
      {sent ? (
        <p className={styles.notice} role="status">
          {notice('resetSent')}
        </p>
      ) : (
        <form className={styles.form} data-form="forgot-password" onSubmit={onSubmit} noValidate>
          <TextField
            name="account_id"
            label={t`Account ID`}
            value={accountId}
            onChange={setAccountId}
            autoComplete="username"
            autoCapitalize="none"
            error={missing && accountIdBad ? rule('required') : undefined}
          />
          <TextField
            name="contact_phone"
            label={t`Phone number`}
            value={phone}
            onChange={setPhone}
            filter="digits"
            inputMode="tel"
            autoComplete="tel"
            error={missing && phoneBad ? rule(phone ? 'phoneRule' : 'required') : undefined}
          />
          <Button type="submit" block disabled={busy}>
            {t`Send instructions`}
          </Button>
        </form>
      )}
      <Link className={link} href={href('/login')}>{t`Back to log in`}</Link>
    </Page>
  )
}
