import { useLingui } from '@lingui/react/macro'
import { passesRule } from '@lobbykit/core/validate/fields'
import { Button } from '@lobbykit/ui/Button'
import { TextField } from '@lobbykit/ui/TextField'
import { type ReactNode, useState } from 'react'
import { useValidationText } from '../../i18n/useValidation'
import * as styles from '../../shell/forms/forms.css'

export interface CodeStepProps {
  /** The form's `data-form` name. */
  formName: string
  /** The number the code went to, shown so the player knows where to look. */
  phone?: string
  /** Says where the code went instead of the number (when the page may not confirm it). */
  sentText?: string
  busy: boolean
  /** A new code was just sent. */
  resent: boolean
  submitLabel: string
  onSubmit: (tac: string) => void
  onResend: () => void
  onBack?: () => void
  backLabel?: string
  /** More fields of the same form (a new password), each checked by the page. */
  children?: ReactNode
  /** The page's own check of its extra fields; false stops the submit. */
  check?: () => boolean
}

/**
 * The step of a flow where the player types the 6-digit code texted to their phone (sign-up, password reset,
 * phone verification), with the way to get a new code.
 */
export function CodeStep({
  formName,
  phone,
  sentText,
  busy,
  resent,
  submitLabel,
  onSubmit,
  onResend,
  onBack,
  backLabel,
  children,
  check,
}: CodeStepProps) {
  const { t } = useLingui()
  const rule = useValidationText()
  const [code, setCode] = useState('')
  const [attempted, setAttempted] = useState(false)
  const codeBad = !passesRule('tac', code)
  return (
    <form
      className={styles.form}
      data-form={formName}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setAttempted(true)
        const othersFine = check ? check() : true
        if (codeBad || !othersFine) return
        onSubmit(code)
      }}
    >
      <p className={styles.notice} role="status">
        {sentText ??
          (phone
            ? t`We have sent a 6-digit code to ${phone}.`
            : t`We have sent a 6-digit code to your phone.`)}{' '}
        {t`It works for 5 minutes.`}
      </p>
      <TextField
        name="tac"
        label={t`Code from the text message`}
        value={code}
        onChange={setCode}
        filter="digits"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={attempted && codeBad ? rule(code ? 'tacRule' : 'required') : undefined}
      />
      {children}
      <Button type="submit" block busy={busy}>
        {submitLabel}
      </Button>
      <div className={styles.actions}>
        <button type="button" className={styles.textButton} onClick={onResend} disabled={busy}>
          {t`Send a new code`}
        </button>
        {onBack ? (
          <button type="button" className={styles.textButton} onClick={onBack} disabled={busy}>
            {backLabel}
          </button>
        ) : null}
      </div>
      {resent ? <p role="status">{t`A new code is on its way.`}</p> : null}
    </form>
  )
}
