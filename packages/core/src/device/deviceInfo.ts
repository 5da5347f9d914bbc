/** docs/product.md#device-info: what the site knows about the player's device, from the user agent and touch support. */
export interface DeviceInfo {
  isMobile: boolean
  isMobileOrTablet: boolean
  isTablet: boolean
  isDesktop: boolean
  isIos: boolean
  isAndroid: boolean
  isWindows: boolean
  isMacOS: boolean
  isApple: boolean
  isSafari: boolean
  isFirefox: boolean
  isEdge: boolean
  isChrome: boolean
  isSamsung: boolean
  isCrawler: boolean
}

export interface DeviceSignals {
  userAgent: string
  /** navigator.maxTouchPoints: tells an iPad (which claims to be a Mac) from a Mac. */
  maxTouchPoints?: number
}

const crawlerPattern =
  /bot\b|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse|headlesschrome/i
const tabletPattern = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i
const mobilePattern = /mobi|iphone|ipod|android.*mobile|windows phone|blackberry|opera mini|iemobile/i

export function detectDevice({ userAgent: ua, maxTouchPoints = 0 }: DeviceSignals): DeviceInfo {
  const iPadAsMac = /macintosh/i.test(ua) && maxTouchPoints > 1
  const isIos = /iphone|ipad|ipod/i.test(ua) || iPadAsMac
  const isAndroid = /android/i.test(ua)
  const isTablet = tabletPattern.test(ua) || iPadAsMac
  const isMobile = !isTablet && mobilePattern.test(ua)
  const isMacOS = /macintosh|mac os x/i.test(ua) && !isIos
  const isEdge = /edg(e|a|ios)?\//i.test(ua)
  const isSamsung = /samsungbrowser/i.test(ua)
  const isFirefox = /firefox|fxios/i.test(ua)
  const isChrome = /chrome|crios/i.test(ua) && !isEdge && !isSamsung && !/opr\//i.test(ua)
  const isSafari = /safari/i.test(ua) && !isChrome && !isEdge && !isFirefox && !isSamsung && !isAndroid
  return {
    isMobile,
    isMobileOrTablet: isMobile || isTablet,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos,
    isAndroid,
    isWindows: /windows/i.test(ua),
    isMacOS,
    isApple: isIos || isMacOS,
    isSafari,
    isFirefox,
    isEdge,
    isChrome,
    isSamsung,
    isCrawler: crawlerPattern.test(ua),
  }
}
