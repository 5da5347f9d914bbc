import { useLingui } from '@lingui/react/macro'
import { newPasswordSchema } from '@lobbykit/contract/common'
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
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<{ current?: string; next?: string; repeat?: string }>({})
  const { busy, onSubmit } = useSubmit(async () => {
    const found = {
      ...(current ? {} : { current: rule('required') }),
      ...(newPasswordSchema.safeParse(next).success ? {} : { next: rule('passwordRule') }),
      ...(next === repeat ? {} : { repeat: rule('passwordsDiffer') }),
    }
    setErrors(found)
    if (Object.keys(found).length > 0 || !auth) return
    const result = await callAndReport(runtime, updatePassword, {
      ...auth,
      password: current,
      new_password: next,
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
          error={errors.current}
        />
        <TextField
          name="new_password"
          label={t`New password`}
          type="password"
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          hint={rule('passwordRule')}
          error={errors.next}
        />
        <TextField
          name="new_password_repeat"
          label={t`Repeat the new password`}
          type="password"
          value={repeat}
          onChange={setRepeat}
          autoComplete="new-password"
          error={errors.repeat}
        />
        <Button type="submit" block disabled={busy}>
          {t`Change password`}
        </Button>
      </form>
    </Page>
  )
}
