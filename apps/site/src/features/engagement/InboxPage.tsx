import { useLingui } from '@lingui/react/macro'
import type { InboxItem } from '@lobbykit/contract/calls/settings'
import { claimInbox } from '@lobbykit/core/api/settings/claimInbox'
import { getInbox } from '@lobbykit/core/api/settings/getInbox'
import { readInbox } from '@lobbykit/core/api/settings/readInbox'
import { afterWalletAction } from '@lobbykit/core/session/balance'
import { inboxUnreadAtom } from '@lobbykit/core/stores/inbox'
import { Button } from '@lobbykit/ui/Button'
import { useEffect, useRef, useState } from 'react'
import { useNotice } from '../../i18n/useNotice'
import * as formStyles from '../../shell/forms/forms.css'
import { Muted, Page } from '../../shell/Page'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useFormatters } from '../../shell/useMoney'
import * as styles from './engagement.css'

/**
 * Marks the items the page shows as read (read_inbox) once they have been on screen for a moment
 * (docs/product.md#inbox). They keep their unread look until the player comes back, so the new ones stand out.
 */
function useMarkShownRead(items: readonly InboxItem[]) {
  const runtime = useRuntime()
  const auth = useAuthFields()
  const authRef = useRef(auth)
  authRef.current = auth
  // A key, not the array: the effect runs again only when the unread items themselves change.
  const unread = items
    .filter((item) => !item.is_read)
    .map((item) => item.inbox_id)
    .join(',')
  useEffect(() => {
    if (unread === '') return
    const timer = setTimeout(() => {
      const fields = authRef.current
      const inbox_ids = unread.split(',').map(Number).slice(0, 100)
      if (!fields) return
      void readInbox(runtime.api, { ...fields, inbox_ids }).then((result) => {
        // The header's count drops at once; the page keeps the unread look until the player comes back.
        if (result.ok) runtime.store.set(inboxUnreadAtom, result.data.unread)
      })
    }, markReadAfterMs)
    return () => clearTimeout(timer)
  }, [unread, runtime])
}

/** How long the inbox is on screen before what it shows counts as read. */
const markReadAfterMs = 1500

/** The player's inbox (get_inbox) with reward claims (claim_inbox): a claim credits the balance at once. */
export function InboxPage() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const inbox = useApiQuery(getInbox, auth)
  const { money, date } = useFormatters()
  const [claimed, setClaimed] = useState<ReadonlySet<number>>(new Set())
  const [busy, setBusy] = useState<number>()
  const [claimNotice, setClaimNotice] = useState<string>()
  const notice = useNotice()

  const claim = async (item: InboxItem) => {
    if (!auth) return
    setBusy(item.inbox_id)
    const result = await callAndReport(runtime, claimInbox, { ...auth, inbox_id: item.inbox_id })
    setBusy(undefined)
    if (!result.ok) return
    setClaimed((ids) => new Set(ids).add(item.inbox_id))
    setClaimNotice(notice('rewardClaimed', { amount: money(result.data.reward) }))
    // The header of every template shows the new balance at once; tokens are fetched again.
    await afterWalletAction(runtime, result.data.game_balance)
  }

  const items = inbox.data?.value ?? []
  useMarkShownRead(items)
  const unread = inbox.data?.unread
  useEffect(() => {
    if (unread !== undefined) runtime.store.set(inboxUnreadAtom, unread)
  }, [unread, runtime])
  return (
    <Page title={t`Inbox`} lead={inbox.data ? t`${{ count: inbox.data.unread }} unread` : undefined}>
      {claimNotice ? (
        <p className={formStyles.notice} role="status">
          {claimNotice}
        </p>
      ) : null}
      {inbox.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
      {inbox.status === 'success' && items.length === 0 ? <Muted>{t`Your inbox is empty.`}</Muted> : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const isClaimed = item.is_claimed || claimed.has(item.inbox_id)
          return (
            <li
              key={item.inbox_id}
              className={item.is_read ? styles.item : `${styles.item} ${styles.unread}`}
            >
              <div>
                <h2 className={styles.itemTitle}>{item.title}</h2>
                <p className={styles.itemBody}>{item.body}</p>
                <p className={styles.itemMeta}>{date(item.created_at)}</p>
              </div>
              {item.reward > 0 ? (
                <Button
                  tone="accent"
                  size="sm"
                  disabled={isClaimed}
                  busy={busy === item.inbox_id}
                  onClick={() => void claim(item)}
                >
                  {isClaimed ? t`Claimed` : t`Claim ${{ reward: money(item.reward) }}`}
                </Button>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Page>
  )
}
