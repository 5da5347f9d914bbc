import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import * as styles from './Tabs.css'

export interface TabItem {
  key: string
  label: string
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  items: TabItem[]
  /** Controlled selection; leave undefined to let the tabs keep their own. */
  value?: string
  defaultValue?: string
  onChange?: (key: string) => void
  label: string
  variant?: (typeof styles.tabsVariants)[number]
  className?: string
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows move and select (wrapping), Home and End go
 * to the ends; only the selected tab is in the Tab order.
 */
export function Tabs({ items, value, defaultValue, onChange, label, variant, className }: TabsProps) {
  const baseId = useId()
  const [inner, setInner] = useState(defaultValue ?? items.find((i) => !i.disabled)?.key)
  const selected = value ?? inner
  const refs = useRef(new Map<string, HTMLButtonElement>())
  const enabled = items.filter((item) => !item.disabled)

  const select = (key: string) => {
    if (value === undefined) setInner(key)
    onChange?.(key)
    refs.current.get(key)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((item) => item.key === selected)
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % enabled.length,
      ArrowLeft: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const item = enabled[target]
    if (item) select(item.key)
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list({ variant })} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            ref={(el) => {
              if (el) refs.current.set(item.key, el)
              else refs.current.delete(item.key)
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-selected={item.key === selected}
            aria-controls={`${baseId}-panel-${item.key}`}
            tabIndex={item.key === selected ? 0 : -1}
            disabled={item.disabled}
            className={styles.tab({ variant })}
            onClick={() => select(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel takes focus when it holds nothing focusable
          tabIndex={0}
          className={styles.panel}
        >
          {item.key === selected ? item.content : null}
        </div>
      ))}
    </div>
  )
}
