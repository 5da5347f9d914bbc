import type { ReactNode } from 'react'
import * as styles from './Layout.css'

export interface LayoutProps {
  siteName: string
  actions?: ReactNode
  children: ReactNode
}

export function Layout({ siteName, actions, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.brand}>{siteName}</p>
        {actions}
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>© {siteName}. Play responsibly: 18+ only.</footer>
    </div>
  )
}
