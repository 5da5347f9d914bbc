import { useLingui } from '@lingui/react/macro'
import { updatePassword } from '@lobbykit/core/api/auth/updatePassword'
import { logoutLocally } from '@lobbykit/core/session/logout'
import { showToastAtom } from '@lobbykit/core/stores/feedback'
import { Button } from '@lobbykit/ui/Button'
import { TextField } from '@lobbykit/ui/TextField'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useNotice } from '../../i18n/useNotice'
import { useValidationText } from '../../i18n/useValidation'
import * as styles from '../../shell/forms/forms.css'
import { useSubmit } from '../../shell/forms/useSubmit'
import { Page } from '../../shell/Page'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { NewPasswordFields, useNewPassword } from './NewPasswordFields'

/**
 * update_password. Changing the password ends every session of the account (docs/architecture.md#api-conventions), this one
 * too, so the player signs in again with the new password.
 */
export function ChangePasswordPage() {
  const { t } = useLingui()
  const rule = useValidationText()
  const notice = useNotice()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const navigate = useNavigate()
  const { href } = useLanguage()
  const [current, setCurrent] = useState('')
  const password = useNewPassword()
  const [currentError, setCurrentError] = useState<string>()
  const { busy, onSubmit } = useSubmit(async () => {
    setCurrentError(current ? undefined : rule('required'))
    const valid = password.check()
    if (!current || !valid || !auth) return
    const result = await callAndReport(runtime, updatePassword, {
      ...auth,
      password: current,
      new_password: password.next,
    })
    if (!result.ok) return
    logoutLocally(runtime.store)
    runtime.store.set(showToastAtom, {
      tone: 'success',
      title: notice('passwordChanged'),
      durationMs: 6000,
      position: 'bottom-right',
    })
    void navigate({ href: href('/login') })
  })
  return (
    <Page title={t`Change password`} lead={t`You will sign in again with your new password.`}>
      <form className={styles.form} data-form="change-password" onSubmit={onSubmit} noValidate>
        <TextField
          name="password"
          label={t`Current password`}
          type="password"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
          error={currentError}
        />
        <NewPasswordFields password={password} />
        <Button type="submit" block busy={busy}>
          {t`Change password`}
        </Button>
      </form>
    </Page>
  )
}
