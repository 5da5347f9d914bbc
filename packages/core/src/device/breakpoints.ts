import {
  defaultDesktopBreakpoint,
  type TemplateId,
  template9ProductBreakpoint,
  templateById,
} from '@lobbykit/contract/registry'

/** docs/product.md#breakpoints: the site's breakpoints in px, smallest first. */
export const breakpoints = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const

export type BreakpointName = keyof typeof breakpoints

/** docs/product.md#breakpoints: without a measurement (server, first paint) the viewport is desktop. */
export const defaultBreakpoint: BreakpointName = 'desktop'

const namesByWidth = (Object.keys(breakpoints) as BreakpointName[]).sort(
  (a, b) => breakpoints[b] - breakpoints[a],
)

export function isBreakpointName(value: string): value is BreakpointName {
  return Object.hasOwn(breakpoints, value)
}

/** The largest breakpoint a viewport width reaches; narrower than 320 px still counts as mobile. */
export function breakpointFor(width: number): BreakpointName {
  return namesByWidth.find((name) => width >= breakpoints[name]) ?? 'mobile'
}

/**
 * The width from which a template shows its desktop layout (docs/product.md#template-breakpoints). Template9's product pages
 * switch at 1200 px instead of 999.
 */
export function templateBreakpoint(
  templateId: TemplateId | undefined,
  options: { product?: boolean } = {},
): number {
  if (!templateId) return defaultDesktopBreakpoint
  if (templateId === 'template9' && options.product) return template9ProductBreakpoint
  return templateById(templateId).breakpoint
}

export function isTemplateDesktop(
  templateId: TemplateId | undefined,
  width: number,
  options: { product?: boolean } = {},
): boolean {
  return width >= templateBreakpoint(templateId, options)
}
