import { contrastRatio } from '../color'
import type { ThemeTokens } from '../theme/tokens'

// The colour maths lives in ../color; re-exported here so `@lobbykit/ui/contrast` keeps its API.
export { contrastRatio, parseHex, relativeLuminance } from '../color'

/** WCAG 2.2 AA minimums: 4.5:1 for normal text, 3:1 for large text and for controls and focus indicators. */
export const AA_TEXT = 4.5
export const AA_NON_TEXT = 3

type ColorRole = keyof ThemeTokens['color']

export interface ContrastPair {
  foreground: ColorRole
  background: ColorRole
  minimum: number
  /** What the pair is used for, so a failure reads as a design problem. */
  use: string
}

const surfaces: ColorRole[] = ['surface', 'surfaceRaised', 'surfaceSunken']

/** Every foreground/background pair the ui blocks and the shell's pages put together, with the ratio it needs. */
export const contrastPairs: readonly ContrastPair[] = [
  ...surfaces.flatMap((background): ContrastPair[] => [
    { foreground: 'text', background, minimum: AA_TEXT, use: 'body text' },
    { foreground: 'textMuted', background, minimum: AA_TEXT, use: 'secondary text' },
    // The shell's pages colour their links brand on these surfaces (docs/architecture.md#templates).
    { foreground: 'brand', background, minimum: AA_TEXT, use: 'link text' },
    { foreground: 'focus', background, minimum: AA_NON_TEXT, use: 'focus ring' },
  ]),
  { foreground: 'textOnBrand', background: 'brand', minimum: AA_TEXT, use: 'brand button label' },
  { foreground: 'textOnBrand', background: 'brandHover', minimum: AA_TEXT, use: 'brand button label, hover' },
  {
    foreground: 'textOnBrand',
    background: 'brandActive',
    minimum: AA_TEXT,
    use: 'brand button label, pressed',
  },
  {
    foreground: 'textOnBrandAccent',
    background: 'brandAccent',
    minimum: AA_TEXT,
    use: 'accent button label',
  },
  {
    foreground: 'textOnBrandAccent',
    background: 'brandAccentHover',
    minimum: AA_TEXT,
    use: 'accent button label, hover',
  },
  { foreground: 'critical', background: 'surface', minimum: AA_TEXT, use: 'error text' },
  {
    foreground: 'critical',
    background: 'surfaceRaised',
    minimum: AA_TEXT,
    use: 'field error text in dialogs',
  },
  { foreground: 'positive', background: 'surface', minimum: AA_TEXT, use: 'success text' },
  { foreground: 'text', background: 'positiveSoft', minimum: AA_TEXT, use: 'success notice' },
  {
    foreground: 'text',
    background: 'brandSoft',
    minimum: AA_TEXT,
    use: 'text on a brand tint (a hovered menu row, the minigame backdrop)',
  },
  { foreground: 'warning', background: 'surface', minimum: AA_TEXT, use: 'warning text' },
  { foreground: 'surface', background: 'critical', minimum: AA_TEXT, use: 'critical button label' },
]

export interface ContrastFailure {
  foreground: ColorRole
  background: ColorRole
  ratio: number
  minimum: number
  use: string
  /** Set when a colour is not plain hex, so the ratio could not be computed. */
  error?: string
}

/**
 * Checks a theme's colour roles against every pair in `contrastPairs` and lists the failures (empty when
 * the theme passes). Roles used in a pair must be plain hex; a non-hex value is reported as a failure.
 */
export function checkThemeContrast(
  tokens: Pick<ThemeTokens, 'color'>,
  pairs: readonly ContrastPair[] = contrastPairs,
): ContrastFailure[] {
  const failures: ContrastFailure[] = []
  for (const pair of pairs) {
    const fg = tokens.color[pair.foreground]
    const bg = tokens.color[pair.background]
    try {
      const ratio = contrastRatio(fg, bg)
      if (ratio < pair.minimum) failures.push({ ...pair, ratio: Math.round(ratio * 100) / 100 })
    } catch (error) {
      failures.push({ ...pair, ratio: 0, error: (error as Error).message })
    }
  }
  return failures
}

/** One line per failure, for test messages: "textMuted on surface: 3.9 < 4.5 (secondary text)". */
export function describeFailures(failures: readonly ContrastFailure[]): string {
  return failures
    .map((f) =>
      f.error
        ? `${f.foreground} on ${f.background}: ${f.error}`
        : `${f.foreground} on ${f.background}: ${f.ratio} < ${f.minimum} (${f.use})`,
    )
    .join('\n')
}
