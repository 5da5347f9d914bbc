import { detectDevice } from './deviceInfo'

/** A device as a player recognises it on /security (docs/product.md#sessions): browser, system and kind. */
export interface DeviceDescription {
  /** The browser's brand name ('Chrome', 'Safari', ...), '' when unknown. */
  browser: string
  /** The operating system's name ('Android', 'iOS', 'Windows', ...), '' when unknown. */
  system: string
  kind: 'phone' | 'tablet' | 'computer'
}

const systems: [RegExp, string][] = [
  [/iphone|ipad|ipod/i, 'iOS'],
  [/android/i, 'Android'],
  [/windows/i, 'Windows'],
  [/cros/i, 'ChromeOS'],
  [/macintosh|mac os x/i, 'macOS'],
  [/linux/i, 'Linux'],
]

/** Names the device of a User-Agent, from the same signals as docs/product.md#device-info. */
export function describeUserAgent(userAgent: string): DeviceDescription {
  const device = detectDevice({ userAgent })
  const browser = /opr\/|opera/i.test(userAgent)
    ? 'Opera'
    : device.isEdge
      ? 'Edge'
      : device.isSamsung
        ? 'Samsung Internet'
        : device.isFirefox
          ? 'Firefox'
          : device.isChrome
            ? 'Chrome'
            : /safari/i.test(userAgent) && device.isApple
              ? 'Safari'
              : ''
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? ''
  return {
    browser,
    system,
    kind: device.isTablet ? 'tablet' : device.isMobile ? 'phone' : 'computer',
  }
}
