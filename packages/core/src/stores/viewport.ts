import { atom } from 'jotai/vanilla'
import { type BreakpointName, defaultBreakpoint } from '../device/breakpoints'
import type { DeviceInfo } from '../device/deviceInfo'

/** docs/product.md#language-switch: the current viewport breakpoint (desktop until measured, or the viewport cookie's). */
export const breakpointAtom = atom<BreakpointName>(defaultBreakpoint)

/** The viewport width in px, or undefined before the first measurement. */
export const viewportWidthAtom = atom<number | undefined>(undefined)

/** docs/product.md#device-info: device info; undefined until detected in the browser. */
export const deviceInfoAtom = atom<DeviceInfo | undefined>(undefined)
