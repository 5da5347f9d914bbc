import { useLingui } from '@lingui/react/macro'
import type { OperatorAction } from '@lobbykit/contract/operator'
import { Link } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import type { ReactNode } from 'react'
import { type ConsoleSession, may, sessionAtom, signOut } from '../api/session'
import { activateLanguage, consoleLanguages } from '../i18n/i18n'
import * as styles from './ConsoleShell.css'
import { roleNames } from './roleNames'

/** The console's sections, each shown to the roles that may read it (docs/operators.md#roles). */
export function useSections(session: ConsoleSession | null | undefined) {
  const { t } = useLingui()
  const sections: { to: string; label: string; action: OperatorAction }[] = [
    { to: '/tenants', label: t`Tenants`, action: 'tenants.read' },
    { to: '/cashier', label: t`Cashier`, action: 'cashier.read' },
    { to: '/players', label: t`Players`, action: 'players.read' },
    { to: '/operators', label: t`Operators`, action: 'operators.manage' },
    { to: '/audit', label: t`Audit log`, action: 'audit.read' },
  ]
  return sections.filter((section) => may(session, section.action))
}

/** The bar above every screen: the sections the role may open, the language, who is signed in, sign-out. */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui()
  const [session, setSession] = useAtom(sessionAtom)
  const sections = useSections(session)
  return (
    <>
      <header className={styles.bar}>
        <span className={styles.brand}>{t`LobbyKit console`}</span>
        {session ? (
          <nav className={styles.nav} aria-label={t`Sections`}>
            {sections.map((section) => (
              <Link key={section.to} to={section.to} className={styles.navLink}>
                {section.label}
              </Link>
            ))}
          </nav>
        ) : null}
        <div className={styles.who}>
          <select
            className={styles.picker}
            aria-label={t`Language`}
            value={i18n.locale}
            onChange={(event) => void activateLanguage(event.target.value)}
          >
            {consoleLanguages.map((language) => (
              <option key={language.code} value={language.code} lang={language.htmlLang}>
                {language.name}
              </option>
            ))}
          </select>
          {session ? (
            <>
              <span>
                {session.operator.name}{' '}
                <span className={styles.roleTag}>({i18n._(roleNames[session.operator.role])})</span>
              </span>
              <button
                type="button"
                className={styles.signOut}
                onClick={async () => {
                  await signOut()
                  setSession(null)
                }}
              >
                {t`Sign out`}
              </button>
            </>
          ) : null}
        </div>
      </header>
      <main id="main">{children}</main>
    </>
  )
}
