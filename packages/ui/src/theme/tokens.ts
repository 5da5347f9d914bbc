/** The values one colour theme of one template gives every role of the theme contract. */
export interface ThemeTokens {
  color: {
    surface: string
    surfaceRaised: string
    surfaceSunken: string
    border: string
    text: string
    textMuted: string
    brand: string
    brandHover: string
    brandActive: string
    brandSoft: string
    textOnBrand: string
    brandAccent: string
    brandAccentHover: string
    brandAccentActive: string
    brandAccentSoft: string
    textOnBrandAccent: string
    positive: string
    positiveSoft: string
    critical: string
    criticalSoft: string
    warning: string
    warningSoft: string
    focus: string
    overlay: string
  }
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string }
  radius: { sm: string; md: string; lg: string; pill: string }
  font: {
    body: string
    heading: string
    sizeSm: string
    sizeMd: string
    sizeLg: string
    sizeXl: string
    sizeHero: string
    weightRegular: string
    weightBold: string
    headingTransform: string
    headingLetterSpacing: string
  }
  shadow: { sm: string; md: string; lg: string }
  motion: { duration: string; easing: string }
}
