import { useLingui } from '@lingui/react/macro'
import { signupRequestSchema } from '@lobbykit/contract/calls/auth'
import { signup } from '@lobbykit/core/api/auth/signup'
import { tacRequestNewRegister } from '@lobbykit/core/api/auth/tacRequestNewRegister'
import { tacVerify } from '@lobbykit/core/api/auth/tacVerify'
import { completeLogin } from '@lobbykit/core/session/login'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import { RegisterForm, type RegisterValues } from '@lobbykit/ui/AuthForms'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import * as styles from '../../shell/forms/forms.css'
import { useBusy } from '../../shell/forms/useSubmit'
import { Page } from '../../shell/Page'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useLanguage } from '../../shell/useLanguage'
import { CodeStep } from './CodeStep'
import { referrerFrom, signupTracking } from './tracking'

/**
 * Sign-up (docs/product.md#sign-up): ui's register form, the same as the register modal's, checked by the
 * contract's rules; then the phone is verified with the code `tac/request_new_register` texts to it
 * (`tac/verify`), and only then does `signup` open the account, which is signed in at once, like a login.
 * A `?ref=` code fills the referral field; an affiliate domain, the campaign parameters and this browser's
 * visitor id go with the sign-up.
 */
export function RegisterPage() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const navigate = useNavigate()
  const { href } = useLanguage()
  const [details, setDetails] = useState<RegisterValues | null>(null)
  const [resent, setResent] = useState(false)
  // Once verified, a failed sign-up is retried without the code (it has been used).
  const verifiedFor = useRef<string | null>(null)
  const [referrer] = useState(() => referrerFrom())

  const sendCode = (values: RegisterValues) =>
    callAndReport(runtime, tacRequestNewRegister, {
      ...runtime.site,
      account_id: values.accountId,
      contact_phone: values.contactPhone,
    })

  const { busy: sending, run: submitDetails } = useBusy(async (values: RegisterValues) => {
    const result = await sendCode(values)
    if (!result.ok) return
    verifiedFor.current = null
    setResent(false)
    setDetails(values)
  })

  const { busy: resending, run: resend } = useBusy(async () => {
    if (!details) return
    setResent(false)
    const result = await sendCode(details)
    setResent(result.ok)
  })

  const { busy: opening, run: openAccount } = useBusy(async (tac: string) => {
    if (!details) return
    const key = `${details.accountId}|${details.contactPhone}`
    if (verifiedFor.current !== key) {
      const verified = await callAndReport(runtime, tacVerify, {
        ...runtime.site,
        account_id: details.accountId,
        tac,
      })
      if (!verified.ok) return
      verifiedFor.current = key
    }
    const body = signupRequestSchema.parse({
      ...runtime.site,
      account_id: details.accountId,
      password: details.password,
      contact_phone: details.contactPhone,
      contact_email: details.contactEmail,
      ...(details.referrerCode ? { referrer_code: details.referrerCode } : {}),
      ...signupTracking({ affiliateDomains: runtime.store.get(layoutAtom).aff_domain }),
    })
    const result = await completeLogin(runtime, await signup(runtime.api, body))
    if (result.ok) void navigate({ href: href('/') })
  })

  return (
    <Page
      title={t`Create an account`}
      lead={details ? t`Confirm your mobile number to open your account.` : undefined}
    >
      {/* Kept while the code is asked for, so going back shows the details as they were typed. */}
      <div hidden={details !== null}>
        <RegisterForm
          className={styles.form}
          busy={sending}
          onSubmit={submitDetails}
          defaultReferrerCode={referrer}
          termsHref={href('/term-condition')}
          login={href('/login')}
        />
      </div>
      {details ? (
        <CodeStep
          formName="register-code"
          phone={details.contactPhone}
          busy={opening || resending}
          resent={resent}
          submitLabel={opening ? t`Creating account…` : t`Verify and create account`}
          onSubmit={openAccount}
          onResend={resend}
          onBack={() => setDetails(null)}
          backLabel={t`Change my details`}
        />
      ) : null}
    </Page>
  )
}
