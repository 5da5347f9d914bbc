import { useLingui } from '@lingui/react/macro'
import type { WalletTransaction } from '@lobbykit/contract/calls/wallet'
import { bankList } from '@lobbykit/core/api/wallet/bankList'
import { cancelWithdrawal } from '@lobbykit/core/api/wallet/cancelWithdrawal'
import { moneyRequest } from '@lobbykit/core/api/wallet/moneyRequest'
import { transactions } from '@lobbykit/core/api/wallet/transactions'
import { withdraw } from '@lobbykit/core/api/wallet/withdraw'
import { afterWalletAction } from '@lobbykit/core/session/balance'
import { Button } from '@lobbykit/ui/Button'
import { Link } from '@lobbykit/ui/Link'
import { useState } from 'react'
import * as forms from '../../shell/forms/forms.css'
import { useBusy, useSubmit } from '../../shell/forms/useSubmit'
import { Muted, Page, Panel } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { useFormatters } from '../../shell/useMoney'
import { usePlayer } from '../account/usePlayer'
import { useBonusOffers } from '../engagement/DepositBonuses'
import { BonusForfeit } from './BonusForfeit'
import { AmountField } from './fields'
import { ChoiceList, LoadFailed, Notice } from './parts'
import { WalletSummary } from './WalletSummary'
import * as styles from './wallet.css'
import { useAmountCheck, useRefusal } from './walletTexts'

/** How a bank account reads in a list: its bank and masked number. */
export function accountName(account: { bank_name: string; account_no_masked: string }) {
  return `${account.bank_name} ${account.account_no_masked}`
}

/** One pending withdrawal: how much, where to, roughly when, and the way to cancel it. */
function PendingWithdrawal({
  item,
  onCancelled,
}: {
  item: WalletTransaction
  onCancelled(message: { tone: 'done' | 'refused'; text: string }): void
}) {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const refusal = useRefusal()
  const { money, date } = useFormatters()
  const amount = money(item.amount)
  const account = accountName(item)
  const when = item.expected_by ? date(item.expected_by) : ''
  const cancel = useBusy(async () => {
    if (!auth) return
    const result = await cancelWithdrawal(runtime.api, { ...auth, transaction_id: item.transaction_id })
    if (!result.ok) {
      const text = refusal(result.error)
      if (text) onCancelled({ tone: 'refused', text })
      return
    }
    onCancelled({ tone: 'done', text: t`Withdrawal cancelled: ${amount} is back in your balance.` })
    await afterWalletAction(runtime, result.data.balance)
  })
  return (
    <li className={styles.card}>
      <span className={styles.optionBody}>
        <span className={styles.optionTitle}>{t`${amount} to ${account}`}</span>
        <span className={styles.optionMeta}>
          {when ? t`Pending: we pay it to your bank account by about ${when}.` : t`Pending`}
        </span>
      </span>
      <Button tone="neutral" size="sm" onClick={() => cancel.run()} busy={cancel.busy}>
        {t`Cancel withdrawal`}
      </Button>
    </li>
  )
}

/**
 * /withdrawal (docs/product.md#cashier): pick one of the player's bank accounts and an amount up to the
 * balance; with an active deposit bonus the player is told what a withdrawal forfeits and must agree first. The
 * amount leaves the balance at once and is held while the withdrawal is pending; the pending
 * ones are listed with what happens next and a Cancel button that brings the money back.
 */
export function WithdrawalPage() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const player = usePlayer()
  const { href } = useLanguage()
  const { money } = useFormatters()
  const checkAmount = useAmountCheck()
  const refusal = useRefusal()
  const banks = useApiQuery(bankList, auth)
  const pending = useApiQuery(
    transactions,
    auth ? { ...auth, type: 'withdrawal', status: 'pending', page: 1, page_size: 20 } : undefined,
  )
  const [send] = useState(() => moneyRequest(withdraw))
  const [accountId, setAccountId] = useState<number>()
  const [amountText, setAmountText] = useState('')
  const [errors, setErrors] = useState<{ account?: string; amount?: string; forfeit?: string }>({})
  const bonuses = useBonusOffers()
  const activeBonus = bonuses.data?.bonus?.status === 'active' ? bonuses.data.bonus : undefined
  const [forfeitAccepted, setForfeitAccepted] = useState(false)
  const [message, setMessage] = useState<{
    tone: 'done' | 'pending' | 'refused'
    title: string
    text?: string
  }>()
  const accounts = banks.data?.accounts ?? []
  const chosen =
    accounts.find((account) => account.bank_account_id === accountId) ??
    accounts.find((account) => account.is_default) ??
    accounts[0]
  const balance = player.game.balance
  const most = money(balance)

  const { busy, onSubmit } = useSubmit(async () => {
    const amount = checkAmount(amountText, { min: 1, max: balance, maxIs: 'balance' })
    const found = {
      ...(chosen ? {} : { account: t`Choose a bank account.` }),
      ...(amount.error ? { amount: amount.error } : {}),
      ...(activeBonus && !forfeitAccepted
        ? { forfeit: t`Tick the box to forfeit your bonus, or keep playing until its wagering is complete.` }
        : {}),
    }
    setErrors(found)
    if (!auth || !chosen || amount.value === undefined || found.forfeit) return
    setMessage(undefined)
    const result = await send(runtime.api, {
      ...auth,
      bank_account_id: chosen.bank_account_id,
      amount: amount.value,
      // docs/product.md#deposit-bonus: only a forfeit the player ticked for the bonus shown is accepted.
      ...(activeBonus && forfeitAccepted ? { accept_bonus_forfeit: true } : {}),
    })
    if (!result.ok) {
      const text = refusal(result.error)
      if (text) setMessage({ tone: 'refused', title: text })
      // A bonus credited since the page loaded shows now, with its question.
      if (result.error.message === 'bonusForfeitNotAccepted') bonuses.reload()
      return
    }
    const sent = money(amount.value)
    const account = accountName(chosen)
    const left = money(result.data.balance)
    setMessage({
      tone: result.data.status === 'pending' ? 'pending' : 'done',
      title: t`Withdrawal of ${sent} to ${account} requested`,
      text:
        result.data.status === 'pending'
          ? t`What happens next: we check it and pay it to your bank account, usually within an hour. Until then the amount is held and your balance is ${left}. You can cancel it below while it is pending.`
          : t`Your balance is now ${left}.`,
    })
    setAmountText('')
    setForfeitAccepted(false)
    if (activeBonus) bonuses.reload()
    pending.reload()
    await afterWalletAction(runtime, result.data.balance)
  })

  const pendingItems = pending.data?.items ?? []
  return (
    <Page title={t`Withdrawal`}>
      <WalletSummary bonus={activeBonus?.bonus_balance ?? 0} />
      {message ? (
        <Notice tone={message.tone} title={message.title}>
          {message.text ? <p className={styles.noticeText}>{message.text}</p> : null}
        </Notice>
      ) : null}
      <Panel>
        {banks.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
        {banks.status === 'error' ? <LoadFailed retry={banks.reload} /> : null}
        {banks.status === 'success' && accounts.length === 0 ? (
          <>
            <Muted>{t`Add a bank account first: we pay withdrawals only to your own bank account.`}</Muted>
            <Link className={link} href={href('/add-bank')}>
              {t`Add a bank account`}
            </Link>
          </>
        ) : null}
        {accounts.length > 0 ? (
          <form className={forms.form} data-form="withdrawal" onSubmit={onSubmit} noValidate>
            <ChoiceList
              legend={t`Pay to`}
              name="bank_account_id"
              items={accounts}
              keyOf={(account) => account.bank_account_id}
              chosen={chosen}
              onChoose={(account) => setAccountId(account.bank_account_id)}
              error={errors.account}
            >
              {(account) => (
                <>
                  <span className={styles.optionTitle}>{accountName(account)}</span>
                  <span className={styles.optionMeta}>{account.holder_name}</span>
                  {account.is_default ? <span className={styles.optionMeta}>{t`Default`}</span> : null}
                </>
              )}
            </ChoiceList>
            <AmountField
              name="amount"
              label={t`Amount`}
              value={amountText}
              onChange={setAmountText}
              error={errors.amount}
              hint={t`Up to your balance, ${most}`}
            />
            {activeBonus ? (
              <BonusForfeit
                bonus={activeBonus}
                accepted={forfeitAccepted}
                onAccept={setForfeitAccepted}
                error={errors.forfeit}
              />
            ) : null}
            <Button type="submit" block busy={busy}>
              {busy ? t`Sending…` : t`Withdraw`}
            </Button>
            <Link className={link} href={href('/bank-details')}>
              {t`Manage bank accounts`}
            </Link>
          </form>
        ) : null}
      </Panel>
      {pendingItems.length > 0 ? (
        <Panel label={t`Pending withdrawals`}>
          <h2 className={styles.sectionTitle}>{t`Pending withdrawals`}</h2>
          <ul className={styles.cards}>
            {pendingItems.map((item) => (
              <PendingWithdrawal
                key={item.transaction_id}
                item={item}
                onCancelled={(outcome) => {
                  setMessage({ tone: outcome.tone, title: outcome.text })
                  pending.reload()
                }}
              />
            ))}
          </ul>
        </Panel>
      ) : null}
    </Page>
  )
}
