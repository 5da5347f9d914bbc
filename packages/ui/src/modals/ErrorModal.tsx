import { t } from '@lingui/core/macro'
import { Button } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import { Icon } from '../Icon/Icon'
import * as styles from './modals.css'

export interface ErrorModalProps {
  open: boolean
  onClose: () => void
  /** The error-title text of the current language. */
  title?: string
  /** Already resolved by the error handler: translated, raw or the unknown-error text (docs/product.md#error-handler). */
  message: string
  closeLabel?: string
}

/** The error dialog of docs/product.md#error-handler. */
export function ErrorModal({
  open,
  onClose,
  title = t`Something went wrong`,
  message,
  closeLabel = t`OK`,
}: ErrorModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <Button onClick={onClose} block>
          {closeLabel}
        </Button>
      }
    >
      <span className={`${styles.statusIcon} ${styles.critical}`}>
        <Icon name="alert" size={28} />
      </span>
      <p className={styles.centered}>{message}</p>
    </Dialog>
  )
}
