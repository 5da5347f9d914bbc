/**
 * A value as JSON to put inside a `<script type="application/json">` element of a served page: every `<` is
 * written `\u003c`, so the text can neither end its element nor open another. `JSON.parse` reads it back as it was.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
