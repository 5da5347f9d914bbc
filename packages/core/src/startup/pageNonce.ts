/**
 * The nonce of the page's scripts (docs/architecture.md#security-headers), which a script element the site adds
 * must carry to run: the server writes it on every script element of the page it sends (read from the element's
 * `nonce`, since browsers hide the attribute's value). '' on a page sent without one (the dev server).
 */
export function pageNonce(doc: Document = document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
}
