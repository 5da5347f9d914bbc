import { useLingui } from '@lingui/react/macro'
import { LoginForm, type LoginValues } from '../AuthForms/LoginForm'
import { Dialog } from '../Dialog/Dialog'

export type { LoginValues }

export interface LoginModalProps {
  open: boolean
  onClose: () => void
  onSubmit: (values: LoginValues) => void
  /** True while the login call runs: the form is locked and the button says so. */
  busy?: boolean
  /** The server's answer when login failed. */
  error?: string
  fieldErrors?: Partial<Record<keyof LoginValues, string>>
  onForgotPassword?: () => void
  onRegister?: () => void
  /** Offers "Use a one-time code" (the TAC modal). */
  onUseCode?: () => void
  defaultAccountId?: string
  title?: string
}

/** Log in with account id and password (docs/product.md#login): the login form in a dialog. */
export function LoginModal({
  open,
  onClose,
  onSubmit,
  busy,
  error,
  fieldErrors,
  onForgotPassword,
  onRegister,
  onUseCode,
  defaultAccountId,
  title,
}: LoginModalProps) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onClose={onClose} title={title ?? t`Log in`} size="sm">
      <LoginForm
        onSubmit={onSubmit}
        busy={busy}
        error={error}
        fieldErrors={fieldErrors}
        defaultAccountId={defaultAccountId}
        forgotPassword={onForgotPassword}
        useCode={onUseCode}
        register={onRegister}
      />
    </Dialog>
  )
}
