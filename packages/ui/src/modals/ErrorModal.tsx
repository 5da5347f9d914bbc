import { useLingui } from '@lingui/react/macro'
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
  title: titleProp,
  message,
  closeLabel: closeLabelProp,
}: ErrorModalProps) {
  const { t } = useLingui()
  const title = titleProp ?? t`Something went wrong`
  const closeLabel = closeLabelProp ?? t`OK`
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
