import { createJSONStorage } from 'jotai/vanilla/utils'
import type { ZodMiniType } from 'zod/mini'

/** The string storage underneath (localStorage's shape). */
export interface SyncStringStorage {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

/** What `atomWithStorage` accepts as a synchronous storage. */
export interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value
  setItem: (key: string, value: Value) => void
  removeItem: (key: string) => void
  subscribe?: (key: string, callback: (value: Value) => void, initialValue: Value) => (() => void) | undefined
}

/** localStorage, or undefined where it is unavailable or throws (private modes, blocked storage). */
export function browserLocalStorage(): SyncStringStorage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * A JSON storage for `atomWithStorage` that checks what it reads with a zod schema: a stored value from an
 * older build or edited by hand falls back to the initial value instead of breaking the page. Other tabs'
 * writes arrive through the storage event (jotai subscribes to it) and are checked the same way.
 */
export function validatedStorage<Value>(
  schema: ZodMiniType<Value>,
  getStringStorage: () => SyncStringStorage | undefined = browserLocalStorage,
): SyncStorage<Value> {
  const json = createJSONStorage<unknown>(() => getStringStorage() as SyncStringStorage)
  const validate = (value: unknown, initialValue: Value): Value => {
    const parsed = schema.safeParse(value)
    return parsed.success ? parsed.data : initialValue
  }
  const storage: SyncStorage<Value> = {
    getItem: (key, initialValue) => validate(json.getItem(key, initialValue), initialValue),
    setItem: (key, value) => {
      try {
        json.setItem(key, value)
      } catch {
        // A full or blocked storage must not break the page: the value stays in memory.
      }
    },
    removeItem: (key) => {
      try {
        json.removeItem(key)
      } catch {
        // as above
      }
    },
  }
  const subscribe = json.subscribe
  if (subscribe) {
    storage.subscribe = (key, callback, initialValue) =>
      subscribe(key, (value) => callback(validate(value, initialValue)), initialValue)
  }
  return storage
}
