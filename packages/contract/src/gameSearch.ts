/**
 * How a lobby search matches a game (docs/product.md#lobby), the one rule the server's catalogue index and
 * the browser's narrowing of a search already on screen both follow: every word of the search is somewhere in
 * the game's name or its provider's name, case and accents aside.
 */

/**
 * What a search compares: lower case, accents stripped (NFD, then combining marks removed), runs of white space
 * made one space, trimmed.
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** The words of a search, normalised; none for an empty or blank search. */
export function searchWords(search: string | undefined): string[] {
  if (!search) return []
  const words = normaliseSearchText(search).split(' ').filter(Boolean)
  // A word that contains another word of the search adds nothing: "gold golden" is "golden".
  return [...new Set(words)].filter(
    (word, _index, all) => !all.some((other) => other !== word && other.includes(word)),
  )
}

/** What a game's search looks into: its name and its provider's name, normalised. */
export function searchHaystack(gameName: string, providerName: string): string {
  return normaliseSearchText(`${gameName} ${providerName}`)
}

/** Every word is somewhere in the haystack. */
export function matchesWords(haystack: string, words: readonly string[]): boolean {
  for (const word of words) if (!haystack.includes(word)) return false
  return true
}

/**
 * Whether every game a search for `next` finds is also found by `previous` (each word of `previous` lies
 * inside a word of `next`): typing on only narrows, so the games already found can be filtered at once.
 */
export function narrowsSearch(previous: string | undefined, next: string | undefined): boolean {
  const before = searchWords(previous)
  const after = searchWords(next)
  return before.every((word) => after.some((other) => other.includes(word)))
}
