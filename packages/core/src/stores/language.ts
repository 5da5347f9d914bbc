import { atom } from 'jotai/vanilla'
import { defaultLanguageCode } from '../i18n/languages'
import { createTranslate, type Messages } from '../i18n/translate'

/** docs/product.md#language-switch: the current language code (EN, PHP, CN, ...). */
export const languageAtom = atom<string>(defaultLanguageCode)

/** The loaded texts of the current language, English underneath. */
export const messagesAtom = atom<Messages>({})

/** `t(key, params)` for the current language; changes identity when the language's texts change. */
export const translateAtom = atom((get) => createTranslate(get(messagesAtom)))
