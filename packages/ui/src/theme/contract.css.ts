import { createThemeContract } from '@vanilla-extract/css'
import type { ThemeTokens } from './tokens'

const nulls = <T extends Record<string, unknown>>(shape: T) =>
  Object.fromEntries(Object.keys(shape).map((key) => [key, null])) as { [K in keyof T]: null }

const shape: ThemeTokens = {
  color: {
    surface: '',
    surfaceRaised: '',
    surfaceSunken: '',
    border: '',
    text: '',
    textMuted: '',
    brand: '',
    brandHover: '',
    brandActive: '',
    brandSoft: '',
    textOnBrand: '',
    brandAccent: '',
    brandAccentHover: '',
    brandAccentActive: '',
    brandAccentSoft: '',
    textOnBrandAccent: '',
    positive: '',
    positiveSoft: '',
    critical: '',
    criticalSoft: '',
    warning: '',
    warningSoft: '',
    focus: '',
    overlay: '',
  },
  space: { xxs: '', xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
  radius: { sm: '', md: '', lg: '', pill: '' },
  font: {
    body: '',
    heading: '',
    sizeSm: '',
    sizeMd: '',
    sizeLg: '',
    sizeXl: '',
    sizeHero: '',
    weightRegular: '',
    weightBold: '',
    headingTransform: '',
    headingLetterSpacing: '',
  },
  shadow: { sm: '', md: '', lg: '' },
  motion: { duration: '', easing: '' },
}

/**
 * The theme contract: role-named CSS variables every component reads. It emits no CSS itself, so each
 * colour theme file ships only its own values (vanilla-extract, "Code Splitting Themes").
 */
export const vars = createThemeContract({
  color: nulls(shape.color),
  space: nulls(shape.space),
  radius: nulls(shape.radius),
  font: nulls(shape.font),
  shadow: nulls(shape.shadow),
  motion: nulls(shape.motion),
})
