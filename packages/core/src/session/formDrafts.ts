/**
 * Form drafts (docs/product.md#session-expired-flow): when a session ends while a form is open, what the
 * player typed is kept in session storage under the page's path, and put back into the same form when they
 * come back to that page signed in again. Passwords, hidden fields, files and one-time codes are never kept.
 * Works on the page's DOM, so every form of every page takes part without code of its own; the values are
 * written the way typing writes them (an `input` or `change` event), so React's state follows.
 */

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The session-storage key of a page's draft. */
export const draftKey = (path: string) => `formDraft:${path}`

/** A draft older than this is dropped instead of restored. */
export const draftLifetimeMs = 30 * 60_000

interface FormDraft {
  /** The form's `data-form` name, else its position on the page (`#0`). */
  form: string
  fields: Record<string, string | boolean>
}

interface StoredDrafts {
  savedAt: number
  forms: FormDraft[]
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const neverKept = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image'])

function keepable(element: Element): element is Field {
  const tag = element.tagName
  if (tag !== 'INPUT' && tag !== 'SELECT' && tag !== 'TEXTAREA') return false
  // A disabled field is kept too: a form may disable its fields while the call that ended the session runs.
  const field = element as Field
  if (!field.name) return false
  const autocomplete = field.getAttribute('autocomplete') ?? ''
  if (autocomplete === 'one-time-code' || autocomplete.startsWith('cc-')) return false
  return tag !== 'INPUT' || !neverKept.has((field as HTMLInputElement).type)
}

function formName(form: HTMLFormElement, index: number): string {
  return form.dataset.form || `#${index}`
}

function sessionStore(): KeyValueStorage | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

/** Keeps what the page's forms hold under the page's path; answers how many forms were kept. */
export function captureFormDrafts(
  root: ParentNode,
  path: string,
  storage: KeyValueStorage | undefined = sessionStore(),
  now: number = Date.now(),
): number {
  const forms: FormDraft[] = []
  root.querySelectorAll('form').forEach((form, index) => {
    const fields: Record<string, string | boolean> = {}
    for (const element of Array.from(form.elements)) {
      if (!keepable(element)) continue
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        if (element.type === 'checkbox') fields[element.name] = element.checked
        else if (element.checked) fields[element.name] = element.value
        continue
      }
      if (element.value !== '') fields[element.name] = element.value
    }
    const typed = Object.values(fields).some((value) => value !== false)
    if (typed) forms.push({ form: formName(form, index), fields })
  })
  if (forms.length === 0) return 0
  try {
    storage?.setItem(draftKey(path), JSON.stringify({ savedAt: now, forms } satisfies StoredDrafts))
  } catch {
    return 0
  }
  return forms.length
}

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
