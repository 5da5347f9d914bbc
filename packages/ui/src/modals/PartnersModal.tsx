import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Dialog } from '../Dialog/Dialog'
import { Icon } from '../Icon/Icon'
import * as styles from './modals.css'

export interface PartnerItem {
  href: string
  img_url: string
  partner_name: string
}

export interface PartnersModalProps {
  open: boolean
  onClose: () => void
  partners: PartnerItem[]
  title?: string
  /** Whether the list starts expanded (the collapse arrow folds it). */
  defaultExpanded?: boolean
}

/** Our partners (docs/product.md#partners): each a logo link with partner_name; a collapse arrow folds the list. */
export function PartnersModal({
  open,
  onClose,
  partners,
  title: titleProp,
  defaultExpanded = true,
}: PartnersModalProps) {
  const { t } = useLingui()
  const title = titleProp ?? t`Our partners`
  const [expanded, setExpanded] = useState(defaultExpanded)
  const listId = useId()
  return (
    <Dialog open={open} onClose={onClose} title={title} size="lg">
      <button
        type="button"
        className={styles.collapse}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
      >
        <span>{t`${plural({ count: partners.length }, { one: '# partner', other: '# partners' })}`}</span>
        <span className={styles.arrow}>
          <Icon name="chevronDown" size={20} />
        </span>
      </button>
      <ul id={listId} className={styles.partnerList} hidden={!expanded}>
        {partners.map((partner) => (
          <li key={partner.href}>
            <a className={styles.partnerLink} href={partner.href} target="_blank" rel="noopener noreferrer">
              <img className={styles.partnerLogo} src={partner.img_url} alt="" width={140} height={56} />
              <span>{partner.partner_name}</span>
            </a>
          </li>
        ))}
      </ul>
      {partners.length === 0 ? <p className={styles.muted}>{t`No partners to show yet.`}</p> : null}
    </Dialog>
  )
}
