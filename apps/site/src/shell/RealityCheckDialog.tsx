import { useLingui } from '@lingui/react/macro'
import { formatDuration } from '@lobbykit/core/format/duration'
import { realityCheckFigures } from '@lobbykit/core/session/playSession'
import { Button } from '@lobbykit/ui/Button'
import { Dialog } from '@lobbykit/ui/Dialog'
import { useState } from 'react'
import * as forms from './forms/forms.css'
import { Facts } from './Page'
import { useRuntime } from './runtime'
import { useFormatters } from './useMoney'

/**
 * The reality-check reminder (docs/product.md#reality-check), a modal of the modal stack: how long the player
 * has played and their net result since signing in, with the way to keep playing or to their statement.
 */
export function RealityCheckDialog({ onClose, onHistory }: { onClose(): void; onHistory(): void }) {
  const { t } = useLingui()
  const { store } = useRuntime()
  const { money, locale } = useFormatters()
  // The figures as they were when the reminder came up.
  const [figures] = useState(() => realityCheckFigures(store))
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Reality check`}
      size="sm"
      footer={
        <div className={forms.actions}>
          <Button onClick={onClose}>{t`Keep playing`}</Button>
          <Button tone="neutral" onClick={onHistory}>
            {t`See my history`}
          </Button>
        </div>
      }
    >
      <p>{t`A reminder of your time and money on the site since you signed in.`}</p>
      <Facts
        items={[
          { label: t`Time played`, value: formatDuration(figures.playedMs, locale) },
          { label: t`Net result`, value: money(figures.net, { signed: true }) },
        ]}
      />
    </Dialog>
  )
}
