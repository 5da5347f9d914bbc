import { useLingui } from '@lingui/react/macro'
import { Dialog } from '../Dialog/Dialog'
import { Icon } from '../Icon/Icon'
import * as styles from './modals.css'

export interface LanguageOption {
  /** EN, PHP, CN ... (docs/product.md#languages). */
  code: string
  /** The language's own name. */
  name: string
  /** An icon (flag) URL, when the tenant has one. */
  icon?: string
  /** BCP 47 tag, so screen readers say each name in its own language. */
  htmlLang?: string
}

export interface LanguagePickerModalProps {
  open: boolean
  onClose: () => void
  languages: LanguageOption[]
  current: string
  onSelect: (code: string) => void
  title?: string
}

/** Choose the site language; the current one is marked. Selecting calls onSelect (the shell then closes). */
export function LanguagePickerModal({
  open,
  onClose,
  languages,
  current,
  onSelect,
  title: titleProp,
}: LanguagePickerModalProps) {
  const { t } = useLingui()
  const title = titleProp ?? t`Language`
  return (
    <Dialog open={open} onClose={onClose} title={title} size="sm">
      <ul className={styles.languageList}>
        {languages.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              lang={language.htmlLang}
              className={styles.languageOption}
              aria-current={language.code === current ? 'true' : undefined}
              onClick={() => onSelect(language.code)}
            >
              {language.icon ? (
                <img src={language.icon} alt="" width={28} height={20} />
              ) : (
                <span className={styles.languageCode} aria-hidden="true">
                  {language.code}
                </span>
              )}
              <span style={{ flex: 1 }}>{language.name}</span>
              {language.code === current ? <Icon name="check" size={20} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
