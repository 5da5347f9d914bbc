import { sessionStore } from '../browserStorage'
import {
  draftKey,
  draftLifetimeMs,
  type Field,
  type FormDraft,
  formName,
  type KeyValueStorage,
  keepable,
  type StoredDrafts,
} from './formDrafts'

// Putting kept drafts back (docs/product.md#session-expired-flow) happens only once a player signs in again: apart
// from the keeping, so a visitor's first visit does not download it.

function readDrafts(storage: KeyValueStorage | undefined, path: string): StoredDrafts | undefined {
  try {
    const text = storage?.getItem(draftKey(path))
    if (!text) return undefined
    const parsed = JSON.parse(text) as StoredDrafts
    return typeof parsed?.savedAt === 'number' && Array.isArray(parsed.forms) ? parsed : undefined
  } catch {
    return undefined
  }
}

function forget(storage: KeyValueStorage | undefined, path: string) {
  try {
    storage?.removeItem(draftKey(path))
  } catch {
    // nothing to forget
  }
}

/** Sets a field's value as typing does, so a framework listening to input and change events sees it. */
function type(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  if (setter) setter.call(field, value)
  else field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

function fill(form: HTMLFormElement, fields: FormDraft['fields']) {
  for (const element of Array.from(form.elements)) {
    if (!keepable(element) || element.disabled || !(element.name in fields)) continue
    const saved = fields[element.name]
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked !== saved) element.click()
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.value === saved && !element.checked) element.click()
    } else if (typeof saved === 'string' && element.value !== saved) {
      if (element instanceof HTMLSelectElement && ![...element.options].some((o) => o.value === saved))
        continue
      type(element, saved)
    }
  }
}

export type RestoreOutcome = 'restored' | 'waiting' | 'none'

/**
 * Puts a page's kept draft back into its forms and forgets it. 'waiting' means a kept form is not on the page
 * yet (still loading): the draft stays for a later try. A draft older than 30 minutes is dropped.
 */
export function restoreFormDrafts(
  root: ParentNode,
  path: string,
  storage: KeyValueStorage | undefined = sessionStore(),
  now: number = Date.now(),
): RestoreOutcome {
  const drafts = readDrafts(storage, path)
  if (!drafts) return 'none'
  if (now - drafts.savedAt > draftLifetimeMs) {
    forget(storage, path)
    return 'none'
  }
  const forms = Array.from(root.querySelectorAll('form'))
  const targets = drafts.forms.map((draft) =>
    forms.find((form, index) => formName(form, index) === draft.form),
  )
  if (targets.some((form) => !form)) return 'waiting'
  drafts.forms.forEach((draft, index) => {
    const form = targets[index]
    if (form) fill(form, draft.fields)
  })
  forget(storage, path)
  return 'restored'
}

/**
 * Restores a page's draft as soon as its forms are on the page (they may wait for data), watching the page
 * for at most `timeoutMs`. Returns a function that stops watching.
 */
export function restoreFormDraftsWhenReady(
  doc: Document,
  path: string,
  options: { storage?: KeyValueStorage | undefined; timeoutMs?: number } = {},
): () => void {
  const storage = 'storage' in options ? options.storage : sessionStore()
  if (restoreFormDrafts(doc, path, storage) !== 'waiting') return () => {}
  const observer = new MutationObserver(() => {
    if (restoreFormDrafts(doc, path, storage) !== 'waiting') stop()
  })
  const timer = setTimeout(() => stop(), options.timeoutMs ?? 10_000)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(doc.body, { childList: true, subtree: true })
  return stop
}
