import type { ReactNode } from 'react'
import * as styles from './Page.css'

/** The frame of every shell page inside a template's layout: one h1, an optional lead, the content. */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.heading}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  )
}

export interface Fact {
  label: string
  value: ReactNode
}

/** A row of labelled figures (balance, tokens, VIP level ...). */
export function Facts({ items }: { items: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {items.map((item) => (
        <div key={item.label} className={styles.fact}>
          <dt className={styles.factLabel}>{item.label}</dt>
          <dd className={styles.factValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A boxed group of content; with a label it is a named region screen-reader users can jump to. */
export function Panel({ children, label }: { children: ReactNode; label?: string }) {
  if (label) {
    return (
      <section className={styles.panel} aria-label={label}>
        {children}
      </section>
    )
  }
  return <div className={styles.panel}>{children}</div>
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>
}
