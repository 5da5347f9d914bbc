import { defaultMessages } from './defaultMessages'

export type Messages = Readonly<Record<string, string>>
export type Params = Readonly<Record<string, string | number>>
export type Translate = (key: string, params?: Params) => string

/**
 * Builds `t(key, params)`: the language's text, else core's English default, else the key itself (a
 * visible key is easier to spot and fix than an empty label). `{name}` placeholders take `params.name`.
 */
export function createTranslate(messages: Messages = {}): Translate {
  return (key, params) => {
    const text = messages[key] ?? defaultMessages[key] ?? key
    if (!params) return text
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : placeholder,
    )
  }
}

/** Whether a key has a text, in the language or in core's defaults. */
export function hasText(messages: Messages, key: string): boolean {
  return Object.hasOwn(messages, key) || Object.hasOwn(defaultMessages, key)
}
