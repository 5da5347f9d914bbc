import type { ReactNode } from 'react'
import { Link } from '../Link/Link'
import * as styles from './AuthForms.css'

/**
 * Where a form's secondary action leads: an address (a page: rendered as a link, so the shell's router
 * follows it) or a callback (a modal: rendered as a button, e.g. to swap modals).
 */
export type AuthAction = string | (() => void)

export function AuthActionLink({ action, children }: { action: AuthAction; children: ReactNode }) {
  if (typeof action === 'string')
    return (
      <Link href={action} className={styles.linkButton}>
        {children}
      </Link>
    )
  return (
    <button type="button" className={styles.linkButton} onClick={action}>
      {children}
    </button>
  )
}
