import { useLingui } from '@lingui/react/macro'
import { RegisterForm, type RegisterValues } from '../AuthForms/RegisterForm'
import { Dialog } from '../Dialog/Dialog'

export type { RegisterValues }

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

/** Create an account (POST /api/auth/signup): the register form in a dialog. */
export function RegisterModal({
  open,
  onClose,
  onSubmit,
  busy,
  error,
  fieldErrors,
  onLogin,
  defaultReferrerCode,
  termsHref,
  title,
}: RegisterModalProps) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onClose={onClose} title={title ?? t`Create your account`} size="md">
      <RegisterForm
        onSubmit={onSubmit}
        busy={busy}
        error={error}
        fieldErrors={fieldErrors}
        defaultReferrerCode={defaultReferrerCode}
        termsHref={termsHref}
        login={onLogin}
      />
    </Dialog>
  )
}
