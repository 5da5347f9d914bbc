import { Link } from '@lobbykit/ui/Link'
import type { ReactNode } from 'react'
import * as styles from './frames.css'

/** The layouts a route may ask for in its `staticData` instead of the tenant's template. */
export type LayoutName = 'default' | 'minigame'

interface PlainFrameProps {
  layout: LayoutName
  siteName: string
  homeHref: string
  backLabel: string
  children: ReactNode
}

/**
 * The two layouts that are not a template's: `default` (the site's name and a way home, nothing else: the
 * preloader, a game launching) and `minigame` (docs/product.md#layouts: the minigame's own full-screen frame).
 */
export function PlainFrame({ layout, siteName, homeHref, backLabel, children }: PlainFrameProps) {
  return (
    <div className={layout === 'minigame' ? styles.minigamePage : styles.plainPage}>
      <header className={styles.plainHeader}>
        <p className={styles.siteTitle}>{siteName}</p>
        <Link className={styles.backLink} href={homeHref}>
          {backLabel}
        </Link>
      </header>
      <main className={styles.plainMain}>{children}</main>
    </div>
  )
}
