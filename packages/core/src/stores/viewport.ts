import { atom } from 'jotai/vanilla'
import { type BreakpointName, defaultBreakpoint } from '../device/breakpoints'
import type { DeviceInfo } from '../device/deviceInfo'

/** Spec section 4: the current viewport breakpoint (desktop until measured, or the viewport cookie's). */
export const breakpointAtom = atom<BreakpointName>(defaultBreakpoint)

/** The viewport width in px, or undefined before the first measurement. */
export const viewportWidthAtom = atom<number | undefined>(undefined)

/** Spec section 3: device info; undefined until detected in the browser. */
export const deviceInfoAtom = atom<DeviceInfo | undefined>(undefined)
