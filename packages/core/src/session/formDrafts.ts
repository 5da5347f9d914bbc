/**
 * Form drafts (docs/product.md#session-expired-flow): when a session ends while a form is open, what the
 * player typed is kept in session storage under the page's path, and put back into the same form when they
 * come back to that page signed in again. Passwords, hidden fields, files and one-time codes are never kept.
 * Works on the page's DOM, so every form of every page takes part without code of its own; the values are
 * written the way typing writes them (an `input` or `change` event), so React's state follows.
 */
import { sessionStore } from '../browserStorage'

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The session-storage key of a page's draft. */
export const draftKey = (path: string) => `formDraft:${path}`

/** A draft older than this is dropped instead of restored. */
export const draftLifetimeMs = 30 * 60_000

export interface FormDraft {
  /** The form's `data-form` name, else its position on the page (`#0`). */
  form: string
  fields: Record<string, string | boolean>
}

export interface StoredDrafts {
  savedAt: number
  forms: FormDraft[]
}

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const neverKept = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image'])

export function keepable(element: Element): element is Field {
  const tag = element.tagName
  if (tag !== 'INPUT' && tag !== 'SELECT' && tag !== 'TEXTAREA') return false
  // A disabled field is kept too: a form may disable its fields while the call that ended the session runs.
  const field = element as Field
  if (!field.name) return false
  const autocomplete = field.getAttribute('autocomplete') ?? ''
  if (autocomplete === 'one-time-code' || autocomplete.startsWith('cc-')) return false
  return tag !== 'INPUT' || !neverKept.has((field as HTMLInputElement).type)
}

export function formName(form: HTMLFormElement, index: number): string {
  return form.dataset.form || `#${index}`
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
