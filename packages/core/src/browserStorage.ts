/**
 * The browser's storages, or undefined where there is none or reading it throws: a private mode, storage the
 * player blocked, or a page framed by another site with third-party storage blocked (the operators' gallery,
 * docs/architecture.md#blocked-storage). Merely reading `window.localStorage` throws there, so every default of a
 * `storage` parameter goes through these.
 */
export function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function sessionStore(from: Pick<Window, 'sessionStorage'> = globalThis): Storage | undefined {
  try {
    return from.sessionStorage
  } catch {
    return undefined
  }
}
