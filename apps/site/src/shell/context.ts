import type { Site } from '@lobbykit/contract/calls/startup'
import type { TemplateEntry } from '@lobbykit/contract/registry'
import type { TemplateModule } from '@lobbykit/ui/template'

/** What the guard routes `_player` and `_visitor` ask of the running shell (docs/product.md#guards). */
export interface GuardContext {
  template: TemplateEntry
  isSignedIn(): boolean
  /** Opens a modal of the modal stack once `delayMs` have passed (docs/product.md#visitor-redirect: 1 s after the redirect). */
  openModalAfter(modal: 'login' | 'signin', delayMs: number): void
  /** Keeps the page a login dialog returns to once it signs the player in (docs/product.md#return-after-login). */
  rememberReturn?(path: string): void
}

/** Everything the router and pages share once start-up has succeeded; passed as router context. */
export interface Shell extends GuardContext {
  /** The tenant's site settings from start-up. */
  site: Site
  template: TemplateEntry
  templateModule: TemplateModule
  /** The language of unprefixed URLs: the tenant's, from start-up. */
  defaultLanguage: string
  /** The interface language now active (a language code such as EN or VI). */
  activeLanguage(): string
  /** Loads and activates a language's messages (docs/product.md#language-switch: switchable at runtime). */
  activateLanguage(code: string): Promise<unknown>
}

export interface RouterContext {
  shell: Shell
}
