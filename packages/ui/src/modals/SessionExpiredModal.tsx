import { useLingui } from '@lingui/react/macro'
import { Button } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import { Icon } from '../Icon/Icon'
import * as styles from './modals.css'

export interface SessionExpiredModalProps {
  open: boolean
  onClose: () => void
  /** Opens login again (the shell decides: login route or login modal, docs/product.md#visitor-redirect). */
  onLogin: () => void
  title?: string
  message?: string
}

/** Tells a player their session ended (expired, blocked or signed in elsewhere) and offers to log in again. */
export function SessionExpiredModal({
  open,
  onClose,
  onLogin,
  title: titleProp,
  message: messageProp,
}: SessionExpiredModalProps) {
  const { t } = useLingui()
  const title = titleProp ?? t`Session expired`
  const message =
    messageProp ?? t`For your security you have been logged out. Please log in again to keep playing.`
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button tone="neutral" onClick={onClose}>
            {t`Not now`}
          </Button>
          <Button onClick={onLogin}>{t`Log in again`}</Button>
        </>
      }
    >
      <span className={`${styles.statusIcon} ${styles.warning}`}>
        <Icon name="user" size={28} />
      </span>
      <p className={styles.centered}>{message}</p>
    </Dialog>
  )
}
