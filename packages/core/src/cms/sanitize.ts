import DOMPurify from 'dompurify'

/**
 * docs/product.md#cms-sanitising: CMS bodies are sanitised before they are stored. This is the only module that imports
 * DOMPurify, so the sanitiser is downloaded only with the pages that store CMS content.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}

/** Returns a copy of a CMS record whose every string field (the en_ and local_ bodies) is sanitised. */
export function sanitizeCms<Cms extends object>(cms: Cms): Cms {
  const clean: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(cms)) {
    clean[key] = typeof value === 'string' ? sanitizeHtml(value) : value
  }
  return clean as Cms
}
