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

/** The stored text of a key, or null where there is none or storage throws. */
function readText(getStringStorage: () => SyncStringStorage | undefined, key: string): string | null {
  try {
    return getStringStorage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/**
 * A JSON storage for `atomWithStorage` that checks what it reads with a zod schema: a stored value from an
 * older build or edited by hand falls back to the initial value instead of breaking the page. Other tabs'
 * writes arrive through the storage event (jotai subscribes to it) and are checked the same way.
 *
 * A read of the text last read or written gives back the same value, not an equal copy: jotai reads the key
 * again when a component first subscribes, and a new object there would re-render every reader of the store
 * at once, right after a drawn page hydrates (docs/architecture.md#pages-drawn-on-the-server).
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
  const known = new Map<string, { text: string; value: Value }>()
  const storage: SyncStorage<Value> = {
    getItem: (key, initialValue) => {
      const text = readText(getStringStorage, key)
      if (text === null) return initialValue
      const last = known.get(key)
      if (last?.text === text) return last.value
      let value = initialValue
      try {
        value = validate(JSON.parse(text), initialValue)
      } catch {
        // Not JSON: the initial value, as for a value of the wrong shape.
      }
      known.set(key, { text, value })
      return value
    },
    setItem: (key, value) => {
      try {
        const text = JSON.stringify(value)
        getStringStorage()?.setItem(key, text)
        known.set(key, { text, value })
      } catch {
        // A full or blocked storage must not break the page: the value stays in memory.
      }
    },
    removeItem: (key) => {
      known.delete(key)
      try {
        getStringStorage()?.removeItem(key)
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
