import type { Store } from 'jotai/vanilla'
import { atomWithStorage, createJSONStorage } from 'jotai/vanilla/utils'
import type { ZodMiniType } from 'zod/mini'
import { localStore } from '../browserStorage'

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

/** The stored text of a key, or null where there is none or storage throws. */
function readText(getStringStorage: () => SyncStringStorage | undefined, key: string): string | null {
  try {
    return getStringStorage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Every key the stores keep in localStorage (docs/product.md#persisted-stores). */
export const storedKeys = ['layout', 'user', 'modal', 'recentSearches', 'playSession'] as const
export type StoredKey = (typeof storedKeys)[number]

/** The stored values' schemas (./storedShapes, where zod comes from). */
export type StoredShapes = typeof import('./storedShapes')

let shapes: StoredShapes | undefined
let loadingShapes: Promise<StoredShapes> | undefined

/** Loads the stored values' schemas, once. */
export function loadStoredShapes(): Promise<StoredShapes> {
  loadingShapes ??= import('./storedShapes').then((loaded) => (shapes = loaded))
  return loadingShapes
}

/**
 * Loads the stored values' schemas when there is a stored value to check: called before the first store is read
 * (the site's boot). A first visit has nothing stored, so it never downloads the schemas or zod
 * (docs/architecture.md#first-visit-code); a returning visit waits for one small chunk. Resolves to whether
 * anything was stored (a returning visit).
 */
export async function prepareStoredValues(
  getStringStorage: () => SyncStringStorage | undefined = localStore,
): Promise<boolean> {
  const anyStored = storedKeys.some((key) => readText(getStringStorage, key) !== null)
  if (anyStored) await loadStoredShapes()
  return anyStored
}

/**
 * A JSON storage for `atomWithStorage` that checks what it reads with its zod schema among the stored shapes:
 * a stored value from an older build or edited by hand falls back to the initial value instead of breaking the
 * page. Other tabs' writes arrive through the storage event (jotai subscribes to it) and are checked the same
 * way. The schemas load with `prepareStoredValues`; a stored value read before they have loaded reads as the
 * initial value.
 *
 * A read of the text last read or written gives back the same value, not an equal copy: jotai reads the key
 * again when a component first subscribes, and a new object there would re-render every reader of the store
 * at once, right after a drawn page hydrates (docs/architecture.md#pages-drawn-on-the-server).
 */
export function validatedStorage<Value>(
  schemaOf: (shapes: StoredShapes) => ZodMiniType<Value>,
  getStringStorage: () => SyncStringStorage | undefined = localStore,
): SyncStorage<Value> {
  const json = createJSONStorage<unknown>(() => getStringStorage() as SyncStringStorage)
  const validate = (loaded: StoredShapes, value: unknown, initialValue: Value): Value => {
    const parsed = schemaOf(loaded).safeParse(value)
    return parsed.success ? parsed.data : initialValue
  }
  // The text last read or written per key; null where the write did not reach storage (blocked or full).
  const known = new Map<string, { text: string | null; value: Value }>()
  const storage: SyncStorage<Value> = {
    getItem: (key, initialValue) => {
      const text = readText(getStringStorage, key)
      // What this storage wrote reads back as it was written, checked or not (a first visit's stores write
      // without loading any schema, and jotai reads each key again when a component subscribes); so does what
      // this page wrote where storage is blocked (docs/architecture.md#blocked-storage), or jotai's read on
      // subscribe would put the initial value back.
      const last = known.get(key)
      if (last?.text === text) return last.value
      if (text === null) return initialValue
      const loaded = shapes
      if (!loaded) {
        void loadStoredShapes()
        return initialValue
      }
      let value = initialValue
      try {
        value = validate(loaded, JSON.parse(text), initialValue)
      } catch {
        // Not JSON: the initial value, as for a value of the wrong shape.
      }
      known.set(key, { text, value })
      return value
    },
    setItem: (key, value) => {
      let text: string | null = null
      try {
        text = JSON.stringify(value)
        getStringStorage()!.setItem(key, text)
      } catch {
        // A full or blocked storage must not break the page: the value stays in this page's memory.
        text = null
      }
      known.set(key, { text, value })
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
      subscribe(
        key,
        (value) => {
          if (shapes) callback(validate(shapes, value, initialValue))
          else void loadStoredShapes().then((loaded) => callback(validate(loaded, value, initialValue)))
        },
        initialValue,
      )
  }
  return storage
}

/** The stores made before the schemas had loaded: their first read could not check what was stored. */
const readTooEarly: ((store: Store) => void)[] = []

/**
 * A store kept in localStorage under `key` (docs/product.md#persisted-stores), its stored value checked with its
 * schema among the stored shapes. jotai reads the stored value when the store is made, as its module loads: a
 * store made before the schemas loaded reads it again in `restoreStoredValues`.
 */
export function persistedAtom<Value>(
  key: StoredKey,
  initialValue: Value,
  schemaOf: (shapes: StoredShapes) => ZodMiniType<Value>,
) {
  const storage = validatedStorage(schemaOf)
  const persisted = atomWithStorage(key, initialValue, storage, { getOnInit: true })
  if (!shapes)
    readTooEarly.push((store) => {
      if (readText(localStore, key) !== null) store.set(persisted, storage.getItem(key, initialValue))
    })
  return persisted
}

/**
 * After `prepareStoredValues`, before anything reads `store`: the stores made before the schemas loaded (the
 * page's own modules) take their stored values.
 */
export function restoreStoredValues(store: Store): void {
  if (!shapes) return
  for (const restore of readTooEarly.splice(0)) restore(store)
}
