import type { LocalisedName } from '@lobbykit/contract/calls/games'

/** A name given per language code (team and horse names of docs/product.md#originals) in the page language, else English, else any. */
export function localName(name: LocalisedName, language: string): string {
  return name[language.toUpperCase()] ?? name.EN ?? Object.values(name)[0] ?? ''
}
