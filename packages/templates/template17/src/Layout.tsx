import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import { Footer } from '@lobbykit/ui/Footer'
import { Header } from '@lobbykit/ui/Header'
import { Icon } from '@lobbykit/ui/Icon'
import { SideRail } from '@lobbykit/ui/SideRail'
import type { LayoutProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import * as styles from './Layout.css'

/**
 * Galaxy: a wide side rail holding the header (logo over the account area), the site menu and the game
 * categories, with the language at its foot; on phones the header is a top bar and the rail opens as a
 * drawer. Desktop from meta.breakpoint (768 px).
 */
export function Layout({
  site,
  session,
  menu,
  categories,
  actions,
  pathname,
  children,
  footerLinks,
}: LayoutProps) {
  const { t } = useLingui()
  const [menuOpen, setMenuOpen] = useState(false)
  const drawerId = useId()
  const games = categories.filter((c) => c.key !== 'hot')
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        {t`Skip to content`}
      </a>
      <div className={styles.rail}>
        <Header
          site={site}
          session={session}
          actions={actions}
          variant="compact"
          tone="sunken"
          logoVariant="emblem"
          onOpenMenu={() => setMenuOpen((open) => !open)}
          menuOpen={menuOpen}
          className={styles.header}
        />
        <div id={drawerId} className={styles.drawer} data-open={menuOpen}>
          <SideRail
            label={t`Main`}
            pathname={pathname}
            className={styles.sideRail}
            groups={[{ items: menu }, { title: t`Games`, items: games }]}
          />
          <div className={styles.railFoot}>
            {session.signedIn ? (
              <Button tone="neutral" size="sm" onClick={actions.logout}>
                <Icon name="logout" size={18} />
                {t`Log out`}
              </Button>
            ) : (
              <Button tone="neutral" size="sm" onClick={actions.login}>
                <Icon name="user" size={18} />
                {t`Log in`}
              </Button>
            )}
            <Button tone="neutral" size="sm" onClick={actions.openLanguagePicker}>
              <Icon name="globe" size={18} />
              {t`Language: ${{ language: site.language }}`}
            </Button>
          </div>
        </div>
      </div>

      <div className={styles.column}>
        <main id="main" className={styles.main}>
          {children}
        </main>
        <Footer site={site} links={footerLinks} variant="compact" className={styles.footer} />
      </div>
    </div>
  )
}
