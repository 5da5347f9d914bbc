import { useLingui } from '@lingui/react/macro'
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { Icon } from '../Icon/Icon'
import * as styles from './Dialog.css'

export interface DialogProps extends styles.DialogVariants {
  open: boolean
  /** Called on Escape, the close button and a click on the backdrop (unless `dismissible` is false). */
  onClose: () => void
  title: ReactNode
  children: ReactNode
  footer?: ReactNode
  /** The element focused when the dialog opens; by default the first field or button in its body. */
  initialFocus?: RefObject<HTMLElement | null>
  dismissible?: boolean
  closeLabel?: string
  /** Where the portal goes; document.body by default. */
  container?: Element | null
  className?: string
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter((el) => !el.closest('[inert]'))
}

/**
 * A modal dialog: rendered in a portal over a dimmed backdrop, focus moves in on open, Tab and Shift+Tab
 * stay inside, Escape closes, and focus returns to what had it before. The page behind is inert.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  initialFocus,
  dismissible = true,
  closeLabel: closeLabelProp,
  container,
  size,
  className,
}: DialogProps) {
  const { t } = useLingui()
  const closeLabel = closeLabelProp ?? t`Close`
  const panelRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    const panel = panelRef.current
    if (!panel) return
    const target =
      initialFocus?.current ??
      (bodyRef.current ? focusablesIn(bodyRef.current)[0] : undefined) ??
      focusablesIn(panel)[0] ??
      panel
    target.focus()
    // Everything else on the page is inert while the dialog is open.
    const host = panel.closest('[data-dialog-root]')
    const siblings = host?.parentElement
      ? [...host.parentElement.children].filter((el) => el !== host && !el.hasAttribute('inert'))
      : []
    for (const el of siblings) el.setAttribute('inert', '')
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      for (const el of siblings) el.removeAttribute('inert')
      document.body.style.overflow = overflow
      if (previous && document.contains(previous)) previous.focus()
    }
  }, [open, initialFocus])

  if (!open) return null

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation()
      onCloseRef.current()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const items = focusablesIn(panelRef.current)
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const first = items[0]!
    const last = items[items.length - 1]!
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const content = (
    <div data-dialog-root="">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop is a mouse shortcut for the close button; Escape is the keyboard one */}
      <div
        className={styles.backdrop}
        onMouseDown={(event) => {
          if (dismissible && event.target === event.currentTarget) onCloseRef.current()
        }}
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={[styles.panel({ size }), className].filter(Boolean).join(' ')}
          onKeyDown={onKeyDown}
        >
          <div className={styles.header}>
            <h2 className={styles.title} id={titleId}>
              {title}
            </h2>
            {dismissible ? (
              <button
                type="button"
                className={styles.close}
                aria-label={closeLabel}
                onClick={() => onCloseRef.current()}
              >
                <Icon name="close" size={22} />
              </button>
            ) : null}
          </div>
          <div className={styles.body} ref={bodyRef}>
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </div>
  )
  const target = container ?? (typeof document === 'undefined' ? null : document.body)
  return target ? createPortal(content, target) : content
}
