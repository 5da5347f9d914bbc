/**
 * docs/product.md#cms-sanitising: CMS bodies are sanitised before they are stored. An allow-list: a few text tags, links
 * with http(s) or site-relative addresses, nothing else. Script and style elements go with their content;
 * every other tag is dropped and its text kept; every attribute except a link's href is dropped.
 */
const allowedTags = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
])

function safeHref(value: string): string | undefined {
  const href = value.trim()
  if (/^https?:\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//'))) return href
  return undefined
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function sanitizeHtml(html: string): string {
  const withoutCode = html.replace(/<(script|style|iframe|object|embed)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
  return withoutCode.replace(
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>|<!--[\s\S]*?-->|</g,
    (match, slash, tag, attributes) => {
      if (match === '<') return '&lt;'
      if (!tag) return ''
      const name = String(tag).toLowerCase()
      if (!allowedTags.has(name)) return ''
      if (slash) return `</${name}>`
      if (name === 'a') {
        const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(String(attributes))
        const safe = href ? safeHref(href[2] ?? href[3] ?? href[4] ?? '') : undefined
        return safe ? `<a href="${escapeAttribute(safe)}" rel="noopener noreferrer">` : '<a>'
      }
      return name === 'br' ? '<br>' : `<${name}>`
    },
  )
}
