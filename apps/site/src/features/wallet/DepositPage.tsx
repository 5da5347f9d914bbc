import { useLingui } from '@lingui/react/macro'
import type { DepositMethod } from '@lobbykit/contract/calls/wallet'
import { deposit } from '@lobbykit/core/api/wallet/deposit'
import { depositMethods } from '@lobbykit/core/api/wallet/depositMethods'
import { moneyRequest } from '@lobbykit/core/api/wallet/moneyRequest'
import { afterWalletAction } from '@lobbykit/core/session/balance'
import { Button } from '@lobbykit/ui/Button'
import { Link } from '@lobbykit/ui/Link'
import { useState } from 'react'
import * as forms from '../../shell/forms/forms.css'
import { useSubmit } from '../../shell/forms/useSubmit'
import { Muted, Page, Panel } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { useFormatters } from '../../shell/useMoney'
import { AmountField } from './fields'
import { ChoiceList, LoadFailed, Notice } from './parts'
import { WalletSummary } from './WalletSummary'
import * as styles from './wallet.css'
import { useAmountCheck, useEtaText, useRefusal } from './walletTexts'

/** A method's bounds, fee and time, in the tenant's currency. */
export function MethodFacts({ method }: { method: DepositMethod }) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const eta = useEtaText()
  const min = money(method.min_amount)
  const max = money(method.max_amount)
  const fee = money(method.fee)
  return (
    <>
      <span className={styles.optionMeta}>{t`From ${min} to ${max}`}</span>
      <span className={styles.optionMeta}>{method.fee > 0 ? t`Fee ${fee}` : t`No fee`}</span>
      <span className={styles.optionMeta}>
        {method.needs_approval ? eta(method.eta_minutes) : t`Credited at once`}
      </span>
    </>
  )
}

interface Outcome {
  status: 'pending' | 'approved' | 'rejected' | 'cancelled'
  amount: number
  fee: number
  balance: number
  etaMinutes: number
  at: number
}

function DepositOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useLingui()
  const { money, date } = useFormatters()
  const { href } = useLanguage()
  const eta = useEtaText()
  const amount = money(outcome.amount)
  const credited = money(outcome.amount - outcome.fee)
  const fee = money(outcome.fee)
  const balance = money(outcome.balance)
  const history = (
    <Link className={link} href={href('/transaction-history')}>
      {t`See your transaction history`}
    </Link>
  )
  // The link stays outside the tinted notice: brand text is checked on the page's surfaces, not on tints.
  if (outcome.status === 'pending') {
    const when = date(new Date(outcome.at + outcome.etaMinutes * 60_000).toISOString())
    const usually = eta(outcome.etaMinutes)
    return (
      <>
        <Notice tone="pending" title={t`Your deposit of ${amount} is waiting for approval`}>
          <p className={styles.noticeText}>
            {t`What happens next: our team checks your payment. Once it is approved, ${credited} is added to your balance. ${usually}, so by about ${when}.`}
          </p>
          <p className={styles.noticeText}>{t`You can follow it in your transaction history.`}</p>
        </Notice>
        {history}
      </>
    )
  }
  return (
    <>
      <Notice tone="done" title={t`Deposit received: ${credited} added to your balance`}>
        {outcome.fee > 0 ? <p className={styles.noticeText}>{t`A fee of ${fee} was taken.`}</p> : null}
        <p className={styles.noticeText}>{t`Your balance is now ${balance}.`}</p>
      </Notice>
      {history}
    </>
  )
}

/**
 * /deposit (docs/product.md#cashier): the tenant's methods with their bounds, fee and time, an amount in the
 * currency's own decimals, and the outcome: an instant method credits at once and shows the new balance, an
 * approval method says what happens next and roughly when. A retry of the same deposit reuses its
 * `request_id`, so a double tap or a retry after a lost connection cannot pay twice.
 */
export function DepositPage() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const methods = useApiQuery(depositMethods, auth)
  const checkAmount = useAmountCheck()
  const refusal = useRefusal()
  const { money } = useFormatters()
  const [send] = useState(() => moneyRequest(deposit))
  const [methodId, setMethodId] = useState<number>()
  const [amountText, setAmountText] = useState('')
  const [errors, setErrors] = useState<{ method?: string; amount?: string }>({})
  const [refused, setRefused] = useState<string>()
  const [outcome, setOutcome] = useState<Outcome>()
  const list = methods.data?.methods ?? []
  const chosen = list.find((method) => method.method_id === methodId) ?? list[0]
  const min = chosen ? money(chosen.min_amount) : ''
  const max = chosen ? money(chosen.max_amount) : ''

  const { busy, onSubmit } = useSubmit(async () => {
    const amount = checkAmount(amountText, chosen && { min: chosen.min_amount, max: chosen.max_amount })
    const found = {
      ...(chosen ? {} : { method: t`Choose a deposit method.` }),
      ...(amount.error ? { amount: amount.error } : {}),
    }
    setErrors(found)
    if (!auth || !chosen || amount.value === undefined) return
    setRefused(undefined)
    setOutcome(undefined)
    const result = await send(runtime.api, { ...auth, method_id: chosen.method_id, amount: amount.value })
    if (!result.ok) {
      setRefused(refusal(result.error))
      return
    }
    setOutcome({
      status: result.data.status,
      amount: amount.value,
      fee: chosen.fee,
      balance: result.data.balance,
      etaMinutes: chosen.eta_minutes,
      at: Date.now(),
    })
    setAmountText('')
    await afterWalletAction(runtime, result.data.balance)
  })

  return (
    <Page title={t`Deposit`}>
      <WalletSummary />
      {outcome ? <DepositOutcome outcome={outcome} /> : null}
      <Panel>
        {methods.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
        {methods.status === 'error' ? <LoadFailed retry={methods.reload} /> : null}
        {methods.status === 'success' && list.length === 0 ? (
          <Muted>{t`There is no deposit method for this site yet. Please contact support.`}</Muted>
        ) : null}
        {list.length > 0 ? (
          <form className={forms.form} data-form="deposit" onSubmit={onSubmit} noValidate>
            <ChoiceList
              legend={t`Deposit method`}
              name="method_id"
              items={list}
              keyOf={(method) => method.method_id}
              chosen={chosen}
              onChoose={(method) => setMethodId(method.method_id)}
              error={errors.method}
            >
              {(method) => (
                <>
                  <span className={styles.optionTitle}>{method.name}</span>
                  <MethodFacts method={method} />
                </>
              )}
            </ChoiceList>
            <AmountField
              name="amount"
              label={t`Amount`}
              value={amountText}
              onChange={setAmountText}
              error={errors.amount}
              hint={chosen ? t`From ${min} to ${max}` : undefined}
            />
            {refused ? <Notice tone="refused" title={refused} /> : null}
            <Button type="submit" block busy={busy}>
              {busy ? t`Sending…` : t`Deposit`}
            </Button>
          </form>
        ) : null}
      </Panel>
    </Page>
  )
}
