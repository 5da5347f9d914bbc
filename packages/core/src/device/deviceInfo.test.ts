import { describe, expect, it } from 'vitest'
import { detectDevice } from './deviceInfo'

const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

describe('device info', () => {
  it('sees an iPhone as a mobile Apple Safari device', () => {
    expect(detectDevice({ userAgent: agents.iphone, maxTouchPoints: 5 })).toMatchObject({
      isMobile: true,
      isMobileOrTablet: true,
      isTablet: false,
      isDesktop: false,
      isIos: true,
      isApple: true,
      isSafari: true,
      isMacOS: false,
      isChrome: false,
    })
  })

  it('sees an iPad that claims to be a Mac as an iOS tablet, and a real Mac as desktop macOS', () => {
    expect(detectDevice({ userAgent: agents.ipadAsMac, maxTouchPoints: 5 })).toMatchObject({
      isTablet: true,
      isIos: true,
      isMacOS: false,
      isDesktop: false,
    })
    expect(detectDevice({ userAgent: agents.ipadAsMac, maxTouchPoints: 0 })).toMatchObject({
      isDesktop: true,
      isMacOS: true,
      isIos: false,
      isApple: true,
      isSafari: true,
    })
  })

  it('tells Android phones from Android tablets and recognises Samsung Internet', () => {
    expect(detectDevice({ userAgent: agents.androidPhone })).toMatchObject({
      isMobile: true,
      isAndroid: true,
      isSamsung: true,
      isChrome: false,
      isSafari: false,
    })
    expect(detectDevice({ userAgent: agents.androidTablet })).toMatchObject({
      isTablet: true,
      isMobile: false,
      isChrome: true,
    })
  })

  it('recognises desktop browsers and crawlers', () => {
    expect(detectDevice({ userAgent: agents.windowsEdge })).toMatchObject({
      isDesktop: true,
      isWindows: true,
      isEdge: true,
      isChrome: false,
      isCrawler: false,
    })
    expect(detectDevice({ userAgent: agents.macFirefox })).toMatchObject({ isFirefox: true, isMacOS: true })
    expect(detectDevice({ userAgent: agents.googlebot }).isCrawler).toBe(true)
  })
})
