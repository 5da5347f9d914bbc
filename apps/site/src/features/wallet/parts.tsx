import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import type { ReactNode } from 'react'
import * as styles from './wallet.css'

/**
 * What an action led to, said where the player is looking: done (a status), waiting for someone (a status
 * with what happens next) or refused (an alert, read out at once).
 */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: 'done' | 'pending' | 'refused'
  title?: string
  children?: ReactNode
}) {
  return (
    <div className={styles.notice[tone]} role={tone === 'refused' ? 'alert' : 'status'}>
      {title ? <p className={styles.noticeTitle}>{title}</p> : null}
      {children}
    </div>
  )
}

/** A list that could not be loaded: the reason and a way to ask again. */
export function LoadFailed({ message, retry }: { message?: string; retry(): void }) {
  const { t } = useLingui()
  return (
    <Notice tone="refused" title={message ?? t`This could not be loaded.`}>
      <div>
        <Button tone="neutral" size="sm" onClick={retry}>
          {t`Try again`}
        </Button>
      </div>
    </Notice>
  )
}
