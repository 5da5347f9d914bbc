import { describe, expect, it } from 'vitest'
import { describeUserAgent } from './describeDevice'

describe('describeUserAgent', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Android', kind: 'phone' })
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS', kind: 'phone' })
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'Windows', kind: 'computer' })
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'),
    ).toEqual({ browser: 'Firefox', system: 'Linux', kind: 'computer' })
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ browser: 'Safari', kind: 'tablet' })
  })

  it('admits what it does not know', () => {
    expect(describeUserAgent('')).toEqual({ browser: '', system: '', kind: 'computer' })
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: '', system: '', kind: 'computer' })
  })
})
