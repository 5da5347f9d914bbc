import { describe, expect, it } from 'vitest'
import { breakpointFor, isBreakpointName, isTemplateDesktop, templateBreakpoint } from './breakpoints'

describe('breakpoints', () => {
  it('names a width by the largest breakpoint it reaches', () => {
    expect(breakpointFor(200)).toBe('mobile')
    expect(breakpointFor(320)).toBe('mobile')
    expect(breakpointFor(375)).toBe('mobileMedium')
    expect(breakpointFor(424)).toBe('mobileMedium')
    expect(breakpointFor(425)).toBe('mobileWide')
    expect(breakpointFor(768)).toBe('tablet')
    expect(breakpointFor(1023)).toBe('tablet')
    expect(breakpointFor(1024)).toBe('desktop')
    expect(breakpointFor(1280)).toBe('desktopMedium')
    expect(breakpointFor(2560)).toBe('desktopWide')
  })

  it('recognises breakpoint names only', () => {
    expect(isBreakpointName('tablet')).toBe(true)
    expect(isBreakpointName('toString')).toBe(false)
  })

  it('uses per-template desktop breakpoints, 1200 for template9 product pages', () => {
    expect(templateBreakpoint('template1')).toBe(1024)
    expect(templateBreakpoint('template9')).toBe(999)
    expect(templateBreakpoint('template9', { product: true })).toBe(1200)
    expect(templateBreakpoint('template4', { product: true })).toBe(999)
    expect(templateBreakpoint(undefined)).toBe(1024)
    expect(isTemplateDesktop('template20', 960)).toBe(true)
    expect(isTemplateDesktop('template20', 959)).toBe(false)
    expect(isTemplateDesktop('template9', 1100, { product: true })).toBe(false)
  })
})
