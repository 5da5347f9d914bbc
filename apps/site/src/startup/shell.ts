import type { Site } from '@lobbykit/contract/calls/startup'
import type { TemplateEntry } from '@lobbykit/contract/registry'
import { sessionStore } from '@lobbykit/core/browserStorage'
import { rememberReturnPath } from '@lobbykit/core/navigation/returnPath'
import { languageAtom } from '@lobbykit/core/stores/language'
import { openModalAtom } from '@lobbykit/core/stores/modal'
import { isAuthenticatedAtom } from '@lobbykit/core/stores/user'
import type { TemplateModule } from '@lobbykit/ui/template'
import type { Store } from 'jotai/vanilla'
import { activateLanguage } from '../i18n/activate'
import type { Shell } from '../shell/context'

interface ShellParts {
  site: Site
  template: TemplateEntry
  templateModule: TemplateModule
  tenantLanguage: string
  store: Store
  win: Window
}

/** The router's context once start-up succeeded: the tenant's settings and the store's live answers. */
export function createShell({
  site,
  template,
  templateModule,
  tenantLanguage,
  store,
  win,
}: ShellParts): Shell {
  return {
    site,
    template,
    templateModule,
    defaultLanguage: tenantLanguage || 'EN',
    isSignedIn: () => store.get(isAuthenticatedAtom),
    activeLanguage: () => store.get(languageAtom),
    activateLanguage: (code) => activateLanguage(code, { store }),
    openModalAfter: (modal, delayMs) => void win.setTimeout(() => store.set(openModalAtom, modal), delayMs),
    rememberReturn: (path) => rememberReturnPath(path, sessionStore(win)),
  }
}
