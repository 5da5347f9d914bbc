import { useLingui } from '@lingui/react/macro'
import { emailSchema, fullNameSchema } from '@lobbykit/contract/common'
import { updateProfile } from '@lobbykit/core/session/refresh'
import { Button } from '@lobbykit/ui/Button'
import { TextField } from '@lobbykit/ui/TextField'
import { useState } from 'react'
import { useNotice } from '../../i18n/useNotice'
import { useValidationText } from '../../i18n/useValidation'
import * as styles from '../../shell/forms/forms.css'
import { useSubmit } from '../../shell/forms/useSubmit'
import { Page } from '../../shell/Page'
import { useRuntime } from '../../shell/runtime'
import { usePlayer } from './usePlayer'

/** Name and e-mail (profile_update); on success the stored profile takes the answer's value[0]. */
export function EditProfilePage() {
  const { t } = useLingui()
  const rule = useValidationText()
  const notice = useNotice()
  const runtime = useRuntime()
  const player = usePlayer()
  const [fullName, setFullName] = useState(player.fullname)
  const [email, setEmail] = useState(player.email)
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({})
  const [saved, setSaved] = useState(false)
  const { busy, onSubmit } = useSubmit(async () => {
    setSaved(false)
    const next = {
      ...(fullNameSchema.safeParse(fullName).success ? {} : { name: rule('fullNameRule') }),
      ...(emailSchema.safeParse(email).success ? {} : { email: rule('email') }),
    }
    setErrors(next)
    if (next.name || next.email) return
    const result = await updateProfile(runtime, { full_name: fullName, contact_email: email })
    if (result?.ok) setSaved(true)
  })
  return (
    <Page title={t`Edit profile`}>
      <form className={styles.form} data-form="edit-profile" onSubmit={onSubmit} noValidate>
        <TextField
          name="full_name"
          label={t`Full name`}
          value={fullName}
          onChange={setFullName}
          filter="letters"
          autoComplete="name"
          error={errors.name}
        />
        <TextField
          name="contact_email"
          label={t`E-mail`}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          error={errors.email}
        />
        {saved ? (
          <p className={styles.notice} role="status">
            {notice('profileSaved')}
          </p>
        ) : null}
        <Button type="submit" block busy={busy}>
          {t`Save`}
        </Button>
      </form>
    </Page>
  )
}
