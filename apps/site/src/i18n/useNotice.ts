import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { noticeTexts } from './groups/messages'

export type NoticeKey = keyof typeof noticeTexts

/** A notice of the messages group in the current language, with its `{name}` values. */
export function useNotice(): (key: NoticeKey, values?: Record<string, string>) => string {
  const { i18n } = useLingui()
  return useMemo(
    () => (key, values) => i18n._({ ...noticeTexts[key], ...(values ? { values } : {}) }),
    [i18n],
  )
}
