import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { validationTexts } from './groups/validation'

export type ValidationKey = keyof typeof validationTexts

/** Field rules' texts in the current language. */
export function useValidationText(): (key: ValidationKey) => string {
  const { i18n } = useLingui()
  return useMemo(() => (key: ValidationKey) => i18n._(validationTexts[key]), [i18n])
}
