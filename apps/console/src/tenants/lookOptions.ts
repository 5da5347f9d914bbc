import { templateRegistry } from '@lobbykit/contract/registry'

/** The registry's templates as [theme code, "casino1 · template1"] options. */
export const themeOptions = templateRegistry.map(
  (entry) => [entry.code, `${entry.code} · ${entry.id}`] as const,
)

/** The colours a theme code offers, as options; none for an unknown code. */
export function colourOptions(themeCode: string): (readonly [string, string])[] {
  const entry = templateRegistry.find((template) => template.code === themeCode)
  return (entry?.colours ?? []).map((colour) => [colour, colour] as const)
}
