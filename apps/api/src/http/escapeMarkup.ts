/**
 * Text written into HTML or XML (an element's text or a quoted attribute): the five characters that could end
 * or open markup become character references.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}
