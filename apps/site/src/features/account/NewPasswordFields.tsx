import { useLingui } from '@lingui/react/macro'
import { passesRule } from '@lobbykit/core/validate/fields'
import { TextField } from '@lobbykit/ui/TextField'
import { useState } from 'react'
import { useValidationText } from '../../i18n/useValidation'

/**
 * A new password typed twice, judged by the contract's password rule before any call: the state behind
 * change-password and the password reset (docs/product.md#password-reset).
 */
export function useNewPassword() {
  const rule = useValidationText()
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<{ next?: string; repeat?: string }>({})
  /** Shows what is wrong beside the fields; true when the new password may be sent. */
  const check = () => {
    const found = {
      ...(passesRule('newPassword', next) ? {} : { next: rule('passwordRule') }),
      ...(next === repeat ? {} : { repeat: rule('passwordsDiffer') }),
    }
    setErrors(found)
    return Object.keys(found).length === 0
  }
  return { next, setNext, repeat, setRepeat, errors, check }
}

export function NewPasswordFields({ password }: { password: ReturnType<typeof useNewPassword> }) {
  const { t } = useLingui()
  const rule = useValidationText()
  return (
    <>
      <TextField
        name="new_password"
        label={t`New password`}
        type="password"
        value={password.next}
        onChange={password.setNext}
        autoComplete="new-password"
        hint={rule('passwordRule')}
        error={password.errors.next}
      />
      <TextField
        name="new_password_repeat"
        label={t`Repeat the new password`}
        type="password"
        value={password.repeat}
        onChange={password.setRepeat}
        autoComplete="new-password"
        error={password.errors.repeat}
      />
    </>
  )
}
