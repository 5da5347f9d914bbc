import { afterEach, describe, expect, it } from 'vitest'
import { localStore, sessionStore } from './browserStorage'
import { reloadForChunkError } from './chunk/chunkReload'
import { rememberReturnPath } from './navigation/returnPath'
import { captureAppsflyerId } from './tracking/appsflyerId'

const blocked = () => {
  throw new DOMException(
    "Failed to read the 'localStorage' property from 'Window': Access is denied",
    'SecurityError',
  )
}
const originals = {
  local: Object.getOwnPropertyDescriptor(globalThis, 'localStorage'),
  session: Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage'),
}

/** As a page framed by another site with third-party storage blocked: merely reading the storages throws. */
function blockStorage() {
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: blocked })
  Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: blocked })
}

afterEach(() => {
  if (originals.local) Object.defineProperty(globalThis, 'localStorage', originals.local)
  if (originals.session) Object.defineProperty(globalThis, 'sessionStorage', originals.session)
})

describe('storage the browser refuses', () => {
  it('is undefined, not an exception', () => {
    blockStorage()
    expect(localStore()).toBeUndefined()
    expect(sessionStore()).toBeUndefined()
  })

  it('leaves the start of a page working: the landing id, the return path and the chunk guard', async () => {
    blockStorage()
    expect(captureAppsflyerId('?appsflyer_id=af-1')).toBe('af-1')
    expect(() => rememberReturnPath('/wallet')).not.toThrow()
    let reloads = 0
    expect(await reloadForChunkError('/slots', { reload: () => reloads++ })).toBe(false)
    expect(reloads).toBe(0)
  })
})
