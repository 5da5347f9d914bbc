import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { label as labelStyle } from './fields.css'
import * as styles from './RichText.css'

export interface RichTextProps {
  label: string
  /** HTML; the server sanitises it when the draft is saved (docs/product.md#cms-sanitising). */
  value: string
  onChange: (html: string) => void
  disabled?: boolean
  /** The language of the text, for spelling and screen readers. */
  lang?: string
}

type Command = { key: string; label: string; run: () => void; pressed?: () => boolean }

/**
 * A small rich-text editor for CMS pages: headings, paragraphs, bold, italic, lists, links, and the HTML itself.
 * The browser's editing commands do the work; what it writes is kept only after the server's sanitiser, so a
 * pasted script never reaches a player.
 */
export function RichText({ label, value, onChange, disabled, lang }: RichTextProps) {
  const { t } = useLingui()
  const id = useId()
  const editor = useRef<HTMLDivElement>(null)
  const [showSource, setShowSource] = useState(false)
  const [, refresh] = useState(0)

  // The editor owns its DOM while the operator types; a new value from outside (another version loaded) replaces
  // it, and so does the source view's text when the operator comes back from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: showSource mounts a new editor that must be filled.
  useEffect(() => {
    const element = editor.current
    if (element && element.innerHTML !== value) element.innerHTML = value
  }, [value, showSource])

  const exec = (command: string, argument?: string) => {
    editor.current?.focus()
    document.execCommand(command, false, argument)
    if (editor.current) onChange(editor.current.innerHTML)
    refresh((round) => round + 1)
  }
  const state = (command: string) => {
    try {
      return document.queryCommandState(command)
    } catch {
      return false
    }
  }
  const commands: Command[] = [
    { key: 'h2', label: t`Heading`, run: () => exec('formatBlock', 'h2') },
    { key: 'p', label: t`Paragraph`, run: () => exec('formatBlock', 'p') },
    { key: 'bold', label: t`Bold`, run: () => exec('bold'), pressed: () => state('bold') },
    { key: 'italic', label: t`Italic`, run: () => exec('italic'), pressed: () => state('italic') },
    { key: 'ul', label: t`Bulleted list`, run: () => exec('insertUnorderedList') },
    { key: 'ol', label: t`Numbered list`, run: () => exec('insertOrderedList') },
    {
      key: 'link',
      label: t`Link`,
      run: () => {
        const address = window.prompt(t`Link address (https://…)`)
        if (address && /^https?:\/\//i.test(address.trim())) exec('createLink', address.trim())
      },
    },
    { key: 'clear', label: t`Clear formatting`, run: () => exec('removeFormat') },
  ]
  return (
    <div className={styles.wrap}>
      <span id={`${id}-label`} className={labelStyle}>
        {label}
      </span>
      <div className={styles.toolbar} role="toolbar" aria-label={t`Formatting of ${label}`}>
        {showSource
          ? null
          : commands.map((command) => (
              <button
                key={command.key}
                type="button"
                className={styles.tool}
                disabled={disabled}
                aria-pressed={command.pressed ? command.pressed() : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={command.run}
              >
                {command.label}
              </button>
            ))}
        <button
          type="button"
          className={styles.tool}
          aria-pressed={showSource}
          disabled={disabled}
          onClick={() => setShowSource((shown) => !shown)}
        >
          {t`HTML`}
        </button>
      </div>
      {showSource ? (
        <textarea
          className={styles.source}
          aria-labelledby={`${id}-label`}
          value={value}
          disabled={disabled}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: rich text needs an editable element; a textarea holds plain text only.
        <div
          ref={editor}
          className={styles.editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-disabled={disabled || undefined}
          tabIndex={0}
          lang={lang}
          contentEditable={!disabled}
          suppressContentEditableWarning
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          onKeyUp={() => refresh((round) => round + 1)}
        />
      )}
    </div>
  )
}
