import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const heroVariants = ['full', 'split', 'card', 'compact'] as const

export const hero = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    overflow: 'hidden',
    color: vars.color.text,
    fontFamily: vars.font.body,
    boxSizing: 'border-box',
  },
  variants: {
    variant: {
      full: {
        minHeight: 300,
        alignItems: 'end',
        padding: `160px ${vars.space.md} ${vars.space.lg}`,
        background: vars.color.surfaceSunken,
        '@media': { '(min-width: 768px)': { minHeight: 420, alignItems: 'center', padding: vars.space.xxl } },
      },
      split: {
        gridTemplateColumns: '1fr',
        background: vars.color.surfaceRaised,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        '@media': { '(min-width: 768px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
      },
      card: {
        gridTemplateColumns: '1fr',
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.md,
        '@media': { '(min-width: 768px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
      },
      compact: {
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: vars.space.md,
        padding: `${vars.space.sm} ${vars.space.md}`,
        background: vars.color.surfaceRaised,
        borderLeft: `4px solid ${vars.color.brand}`,
        borderRadius: vars.radius.md,
      },
    },
  },
  defaultVariants: { variant: 'full' },
})

export const fullImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

/** Fades the image into the surface behind the text, so text contrast is the theme's own. */
export const fullScrim = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(0deg, ${vars.color.surfaceSunken} 30%, transparent 85%)`,
  '@media': {
    '(min-width: 768px)': {
      background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 35%, transparent 75%)`,
    },
  },
})

export const media = recipe({
  base: { display: 'block', width: '100%', objectFit: 'cover' },
  variants: {
    variant: {
      full: {},
      split: {
        aspectRatio: '16 / 9',
        '@media': { '(min-width: 768px)': { aspectRatio: 'auto', height: '100%', order: 2 } },
      },
      card: {
        aspectRatio: '21 / 9',
        '@media': { '(min-width: 768px)': { aspectRatio: 'auto', height: '100%', order: 2 } },
      },
      compact: { display: 'none' },
    },
  },
})

export const body = recipe({
  base: { position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 },
  variants: {
    variant: {
      full: { maxWidth: 560 },
      split: {
        padding: vars.space.lg,
        justifyContent: 'center',
        '@media': { '(min-width: 768px)': { padding: vars.space.xl } },
      },
      card: {
        padding: vars.space.lg,
        justifyContent: 'center',
        '@media': { '(min-width: 768px)': { padding: vars.space.xl } },
      },
      compact: { gap: vars.space.xxs },
    },
  },
})

export const kicker = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
})

export const title = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.font.weightBold,
    textTransform: vars.font.headingTransform as never,
    letterSpacing: vars.font.headingLetterSpacing,
    lineHeight: 1.1,
    textWrap: 'balance',
  },
  variants: {
    variant: {
      full: {
        fontSize: vars.font.sizeXl,
        '@media': { '(min-width: 768px)': { fontSize: vars.font.sizeHero } },
      },
      split: { fontSize: vars.font.sizeXl },
      card: { fontSize: vars.font.sizeXl },
      compact: { fontSize: vars.font.sizeLg },
    },
  },
})

export const subtitle = style({ margin: 0, fontSize: vars.font.sizeMd, lineHeight: 1.45, maxWidth: '52ch' })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
})

export type HeroVariants = NonNullable<RecipeVariants<typeof hero>>
