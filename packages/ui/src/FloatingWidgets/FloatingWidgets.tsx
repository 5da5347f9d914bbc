import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon'
import * as styles from './FloatingWidgets.css'

export interface FloatingDockProps {
  children: ReactNode
  side?: (typeof styles.dockSides)[number]
  /** Distance from the bottom in px (raise it above a bottom tab bar: 76). */
  bottom?: number
  label?: string
}

/** Holds the floating buttons in one column so they never overlap each other. */
export function FloatingDock({ children, side, bottom = 16, label: labelProp }: FloatingDockProps) {
  const { t } = useLingui()
  const label = labelProp ?? t`Quick actions`
  return (
    <aside
      aria-label={label}
      className={styles.dock({ side })}
      style={{ ['--dock-bottom' as string]: `${bottom}px` }}
    >
      {children}
    </aside>
  )
}

export interface RewardsWidgetProps {
  /** Open the rewards: the shell decides (login modal, /login, or the minigame in a new tab; docs/product.md#rewards-icon). */
  onOpen: () => void
  /** Hide the icon for this visit (the close button). */
  onHide: () => void
  label?: string
  /** The close button's name for assistive tech. */
  hideLabel?: string
}

/**
 * The rewards icon with its close button. Show it only when the site's gamify_status is true and the player
 * has not hidden it; both decisions are the shell's.
 */
export function RewardsWidget({
  onOpen,
  onHide,
  label: labelProp,
  hideLabel: hideLabelProp,
}: RewardsWidgetProps) {
  const { t } = useLingui()
  const label = labelProp ?? t`Rewards`
  const hideLabel = hideLabelProp ?? t`Hide rewards`
  return (
    <div className={styles.rewards}>
      <button type="button" className={styles.rewardsButton} onClick={onOpen}>
        <span className={styles.rewardsIcon}>
          <Icon name="gift" size={24} />
        </span>
        {label}
      </button>
      <button type="button" className={styles.hide} aria-label={hideLabel} onClick={onHide}>
        <Icon name="close" size={14} />
      </button>
    </div>
  )
}

export interface PartnersButtonProps {
  onClick: () => void
  label?: string
}

/** Opens the partners modal. */
export function PartnersButton({ onClick, label: labelProp }: PartnersButtonProps) {
  const { t } = useLingui()
  const label = labelProp ?? t`Our partners`
  return (
    <button
      type="button"
      className={`${styles.fab} ${styles.fabAccent}`}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name="handshake" size={26} />
    </button>
  )
}

export interface LiveChatButtonProps {
  onClick: () => void
  /** The tenant's own button image (live_chat.image_id resolved to a URL by the shell). */
  imageUrl?: string
  label?: string
}

/** The live-chat button; render it once the chat widget has loaded (docs/product.md#live-chat-button). */
export function LiveChatButton({ onClick, imageUrl, label: labelProp }: LiveChatButtonProps) {
  const { t } = useLingui()
  const label = labelProp ?? t`Live chat`
  return (
    <button type="button" className={styles.fab} aria-label={label} onClick={onClick}>
      {imageUrl ? (
        <img className={styles.fabImage} src={imageUrl} alt="" width={56} height={56} />
      ) : (
        <Icon name="chat" size={26} />
      )}
    </button>
  )
}
