import DOMPurify, { type WindowLike } from 'dompurify'

/**
 * docs/product.md#cms-sanitising: CMS bodies are sanitised before they are stored. This is the only module that imports
 * DOMPurify, so the sanitiser is downloaded only with the pages that store CMS content.
 */
export function sanitizeHtml(html: string): string {
  // Without a DOM (a server), DOMPurify would hand the HTML back as it is: refuse instead.
  if (!purifier.isSupported) throw new Error('sanitizeHtml needs a DOM: call sanitizeWith(window) first')
  return purifier.sanitize(html, { USE_PROFILES: { html: true } })
}

let purifier = DOMPurify

/** Where there is no browser window (a server render), the window DOMPurify is to work in. */
export function sanitizeWith(win: WindowLike): void {
  purifier = DOMPurify(win)
}

/**
 * Returns a copy of a CMS record whose every string field (the en_ and local_ bodies) is sanitised: one field per
 * task, so a tenant's long pages never hold the page's main thread for their whole length at once.
 */
export async function sanitizeCms<Cms extends object>(cms: Cms): Promise<Cms> {
  const clean: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(cms)) {
    if (typeof value !== 'string') {
      clean[key] = value
      continue
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
    clean[key] = sanitizeHtml(value)
  }
  return clean as Cms
}
