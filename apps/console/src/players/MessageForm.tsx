import { useLingui } from '@lingui/react/macro'
import { parseAmountInput } from '@lobbykit/core/format/money'
import { Button } from '@lobbykit/ui/Button'
import { TextField } from '@lobbykit/ui/TextField'
import { useState } from 'react'
import { TextAreaField } from '../forms/fields'
import { useSubmit } from '../forms/useSubmit'
import { intlLocale } from '../i18n/i18n'
import { Messages } from '../shell/Messages'
import * as page from '../shell/page.css'

export interface PlayerMessage {
  title: string
  body: string
  /** Minor units the player may claim; 0 for none. */
  reward: number
}

/**
 * A message to the player's inbox (docs/operators.md#inbox-messages), with a reward when the operator may move
 * money. `onSend` gives the refusal to show, or nothing when sent.
 */
export function MessageForm({
  currency,
  canReward,
  onSend,
}: {
  currency: string
  canReward: boolean
  onSend: (message: PlayerMessage) => Promise<string | undefined>
}) {
  const { t } = useLingui()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [reward, setReward] = useState('')
  const rewardMinor = reward.trim() === '' ? 0 : parseAmountInput(reward, currency, intlLocale())
  const { submit, error, busy } = useSubmit(
    async () =>
      rewardMinor === undefined
        ? t`Type a reward above zero, like 50, or leave it empty.`
        : onSend({ title: title.trim(), body: body.trim(), reward: rewardMinor }),
    () => {
      setTitle('')
      setBody('')
      setReward('')
    },
  )
  return (
    <form className={page.panel} onSubmit={submit} aria-labelledby="message-title" noValidate>
      <h2 id="message-title" className={page.subtitle}>
        {t`Send a message`}
      </h2>
      <Messages error={error} />
      <div className={page.formGrid}>
        <TextField label={t`Title`} name="message-title" required value={title} onChange={setTitle} />
        {canReward ? (
          <TextField
            label={t`Reward in ${currency} (optional)`}
            name="message-reward"
            inputMode="decimal"
            value={reward}
            onChange={setReward}
          />
        ) : null}
      </div>
      <TextAreaField label={t`Message`} value={body} onChange={setBody} rows={4} />
      <div className={page.actions}>
        <Button type="submit" busy={busy} disabled={title.trim() === '' || body.trim() === ''}>
          {t`Send`}
        </Button>
      </div>
    </form>
  )
}
