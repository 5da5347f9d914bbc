import { useLingui } from '@lingui/react/macro'
import { forgotPassword } from '@lobbykit/core/api/auth/forgotPassword'
import { resetPassword } from '@lobbykit/core/api/auth/resetPassword'
import { showToastAtom } from '@lobbykit/core/stores/feedback'
import { passesRule } from '@lobbykit/core/validate/fields'
import { Button } from '@lobbykit/ui/Button'
import { Link } from '@lobbykit/ui/Link'
import { TextField } from '@lobbykit/ui/TextField'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useNotice } from '../../i18n/useNotice'
import { useValidationText } from '../../i18n/useValidation'
import * as styles from '../../shell/forms/forms.css'
import { useBusy, useSubmit } from '../../shell/forms/useSubmit'
import { Page } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useLanguage } from '../../shell/useLanguage'
import { NewPasswordFields, useNewPassword } from '../account/NewPasswordFields'
import { CodeStep } from './CodeStep'

/**
 * Password reset (docs/product.md#password-reset): `forgot_password` texts a reset code to the account's phone,
 * then `reset_password` sets the new password (typed twice) with that code, and the player logs in with it.
 * The first answer is the same whether or not the account exists, so the page never tells a stranger which
 * account ids are taken; a wrong code, account or phone all say the code is wrong.
 */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  const rule = useValidationText()
  const notice = useNotice()
  const runtime = useRuntime()
  const navigate = useNavigate()
  const { href } = useLanguage()
  const [accountId, setAccountId] = useState('')
  const [phone, setPhone] = useState('')
  const [sent, setSent] = useState(false)
  const [resent, setResent] = useState(false)
  const [missing, setMissing] = useState(false)
  const password = useNewPassword()
  // The contract's rules, as the API will judge the call.
  const accountIdBad = !passesRule('accountId', accountId.trim())
  const phoneBad = !passesRule('phone', phone)
  const request = () =>
    callAndReport(runtime, forgotPassword, {
      ...runtime.site,
      account_id: accountId.trim(),
      contact_phone: phone,
    })
  const { busy, onSubmit } = useSubmit(async () => {
    if (accountIdBad || phoneBad) return setMissing(true)
    const result = await request()
    if (result.ok) setSent(true)
  })
  const { busy: resending, run: resend } = useBusy(async () => {
    setResent(false)
    setResent((await request()).ok)
  })
  const { busy: saving, run: save } = useBusy(async (tac: string) => {
    const result = await callAndReport(runtime, resetPassword, {
      ...runtime.site,
      account_id: accountId.trim(),
      contact_phone: phone,
      tac,
      new_password: password.next,
    })
    if (!result.ok) return
    runtime.store.set(showToastAtom, {
      tone: 'success',
      title: notice('passwordChanged'),
      durationMs: 6000,
      position: 'bottom-right',
    })
    void navigate({ href: href('/login') })
  })
  return (
    <Page
      title={t`Forgot your password?`}
      lead={
        sent
          ? t`Enter the code we texted you and choose a new password.`
          : t`Enter your account ID and the phone number on your account.`
      }
    >
      {sent ? (
        <CodeStep
          formName="reset-password"
          sentText={t`If the account ID and phone number match, we have texted a 6-digit code to that phone.`}
          busy={saving || resending}
          resent={resent}
          submitLabel={t`Set new password`}
          onSubmit={save}
          onResend={resend}
          onBack={() => setSent(false)}
          backLabel={t`Change my details`}
          check={password.check}
        >
          <NewPasswordFields password={password} />
        </CodeStep>
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
          <Button type="submit" block busy={busy}>
            {t`Send me a code`}
          </Button>
        </form>
      )}
      <Link className={link} href={href('/login')}>{t`Back to log in`}</Link>
    </Page>
  )
}
