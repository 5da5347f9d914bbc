import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  type LimitPeriod,
  limitIncreaseDelayHours,
  limitPeriods,
  type RgStatusResponse,
  realityCheckMinutes,
  selfExclusionMonths,
  timeOutDays,
} from '@lobbykit/contract/calls/rg'
import { getLimits } from '@lobbykit/core/api/rg/getLimits'
import { realityCheck } from '@lobbykit/core/api/rg/realityCheck'
import { selfExclude } from '@lobbykit/core/api/rg/selfExclude'
import { setLimit } from '@lobbykit/core/api/rg/setLimit'
import { timeOut } from '@lobbykit/core/api/rg/timeOut'
import { logoutLocally } from '@lobbykit/core/session/logout'
import { Button } from '@lobbykit/ui/Button'
import { Dialog } from '@lobbykit/ui/Dialog'
import { Link } from '@lobbykit/ui/Link'
import { TextField } from '@lobbykit/ui/TextField'
import { useState } from 'react'
import * as forms from '../../shell/forms/forms.css'
import { useBusy, useSubmit } from '../../shell/forms/useSubmit'
import { Muted, Panel } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { useFormatters } from '../../shell/useMoney'
import { CmsPage } from '../cms/CmsPage'
import { AmountField, SelectField } from './fields'
import { LoadFailed, Notice } from './parts'
import * as styles from './wallet.css'
import { useAmountCheck, usePeriodLabel, useRefusal } from './walletTexts'

type Auth = NonNullable<ReturnType<typeof useAuthFields>>
type Status = Omit<RgStatusResponse, 'statusCode' | 'message'>
type Said = { tone: 'done' | 'pending' | 'refused'; text: string } | undefined

/** A whole number typed in a digits-only field, or undefined. */
const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : undefined)

/**
 * Deposit limits per day, week and month (docs/product.md#responsible-gaming): what is in force, used and left,
 * a waiting change and when it applies. A lower limit (or a first one) applies at once; a higher one, or
 * removing one, after 24 hours.
 */
function DepositLimits({
  auth,
  status,
  onChange,
}: {
  auth: Auth
  status: Status
  onChange(next: Status): void
}) {
  const { t } = useLingui()
  const runtime = useRuntime()
  const { money, date } = useFormatters()
  const periodLabel = usePeriodLabel()
  const checkAmount = useAmountCheck()
  const refusal = useRefusal()
  const [period, setPeriod] = useState<LimitPeriod>('day')
  const [amountText, setAmountText] = useState('')
  const [error, setError] = useState<string>()
  const [said, setSaid] = useState<Said>()
  const current = status.limits.find((limit) => limit.period === period)
  const hours = limitIncreaseDelayHours

  const save = async (amount: number | null) => {
    setSaid(undefined)
    const result = await setLimit(runtime.api, { ...auth, period, amount })
    if (!result.ok) {
      const text = refusal(result.error)
      if (text) setSaid({ tone: 'refused', text })
      return
    }
    const { statusCode: _code, message: _message, ...next } = result.data
    onChange(next)
    const limit = next.limits.find((entry) => entry.period === period)
    const name = periodLabel(period)
    if (limit?.pending_from) {
      const when = date(limit.pending_from)
      const waiting = limit.pending_amount === null ? '' : money(limit.pending_amount)
      setSaid({
        tone: 'pending',
        text:
          limit.pending_amount === null
            ? t`${name}: removing it waits until ${when}. Until then the limit in force stays.`
            : t`${name}: ${waiting} applies from ${when}. Until then the limit in force stays.`,
      })
    } else {
      const now = limit?.amount === null || limit?.amount === undefined ? t`no limit` : money(limit.amount)
      setSaid({ tone: 'done', text: t`${name} is now ${now}.` })
    }
    setAmountText('')
  }
  const { busy, onSubmit } = useSubmit(async () => {
    const amount = checkAmount(amountText)
    setError(amount.error)
    if (amount.value === undefined) return
    await save(amount.value)
  })
  const remove = useBusy(() => save(null))

  return (
    <Panel label={t`Deposit limits`}>
      <h2 className={styles.sectionTitle}>{t`Deposit limits`}</h2>
      <Muted>
        {t`A lower limit applies at once. A higher limit, or removing one, applies after ${plural(hours, { one: '# hour', other: '# hours' })}.`}
      </Muted>
      <ul className={styles.cards}>
        {limitPeriods.map((each) => {
          const limit = status.limits.find((entry) => entry.period === each)
          const amount =
            limit?.amount === null || limit?.amount === undefined ? t`No limit` : money(limit.amount)
          const used = money(limit?.used ?? 0)
          const left =
            limit?.remaining === null || limit?.remaining === undefined ? '' : money(limit.remaining)
          const name = periodLabel(each)
          const when = limit?.pending_from ? date(limit.pending_from) : ''
          const waiting =
            limit?.pending_amount === null || limit?.pending_amount === undefined
              ? ''
              : money(limit.pending_amount)
          return (
            <li key={each} className={styles.card}>
              <span className={styles.optionBody}>
                <span className={styles.optionTitle}>{t`${name}: ${amount}`}</span>
                <span className={styles.optionMeta}>
                  {each === 'day'
                    ? t`Deposited in the last 24 hours: ${used}`
                    : each === 'week'
                      ? t`Deposited in the last 7 days: ${used}`
                      : t`Deposited in the last 30 days: ${used}`}
                </span>
                {left ? <span className={styles.optionMeta}>{t`You can still deposit ${left}.`}</span> : null}
                {when ? (
                  <span className={styles.badge.pending}>
                    {waiting ? t`Pending: ${waiting} from ${when}` : t`Pending: no limit from ${when}`}
                  </span>
                ) : null}
              </span>
            </li>
          )
        })}
      </ul>
      <form className={forms.form} data-form="deposit-limit" onSubmit={onSubmit} noValidate>
        <SelectField
          name="period"
          label={t`Limit`}
          value={period}
          onChange={(value) => setPeriod(value as LimitPeriod)}
          options={limitPeriods.map((each) => ({ value: each, label: periodLabel(each) }))}
        />
        <AmountField
          name="limit_amount"
          label={t`New limit`}
          value={amountText}
          onChange={setAmountText}
          error={error}
        />
        {said ? <Notice tone={said.tone} title={said.text} /> : null}
        <div className={forms.actions}>
          <Button type="submit" busy={busy || remove.busy}>
            {t`Save limit`}
          </Button>
          {current?.amount !== null && current?.amount !== undefined ? (
            <Button tone="neutral" onClick={() => remove.run()} busy={busy || remove.busy}>
              {t`Remove this limit`}
            </Button>
          ) : null}
        </div>
      </form>
    </Panel>
  )
}

/** The reality-check reminder: every N minutes of play, or off. */
function RealityCheck({
  auth,
  status,
  onChange,
}: {
  auth: Auth
  status: Status
  onChange(next: Status): void
}) {
  const { t } = useLingui()
  const runtime = useRuntime()
  const refusal = useRefusal()
  const [text, setText] = useState(String(status.reality_check_minutes))
  const [error, setError] = useState<string>()
  const [said, setSaid] = useState<Said>()
  const { min, max } = realityCheckMinutes
  const minutes = status.reality_check_minutes
  const { busy, onSubmit } = useSubmit(async () => {
    const value = wholeNumber(text)
    if (value === undefined || (value !== 0 && (value < min || value > max))) {
      setError(t`Enter 0 to switch it off, or ${min} to ${max} minutes.`)
      return
    }
    setError(undefined)
    setSaid(undefined)
    const result = await realityCheck(runtime.api, { ...auth, minutes: value })
    if (!result.ok) {
      const refused = refusal(result.error)
      if (refused) setSaid({ tone: 'refused', text: refused })
      return
    }
    const { statusCode: _code, message: _message, ...next } = result.data
    onChange(next)
    setSaid({ tone: 'done', text: t`Saved.` })
  })
  return (
    <Panel label={t`Reality check`}>
      <h2 className={styles.sectionTitle}>{t`Reality check`}</h2>
      <Muted>
        {minutes === 0
          ? t`Off. We can remind you how long you have played and your net result.`
          : t`Every ${plural(minutes, { one: '# minute', other: '# minutes' })} of play we remind you how long you have played and your net result.`}
      </Muted>
      <form className={forms.form} data-form="reality-check" onSubmit={onSubmit} noValidate>
        <TextField
          name="minutes"
          label={t`Remind me every (minutes)`}
          value={text}
          onChange={setText}
          filter="digits"
          hint={t`0 switches it off.`}
          error={error}
        />
        {said ? <Notice tone={said.tone} title={said.text} /> : null}
        <Button type="submit" busy={busy}>
          {t`Save reminder`}
        </Button>
      </form>
    </Panel>
  )
}

export interface Break {
  kind: 'timeOut' | 'selfExclusion'
  until: string
}

/**
 * A time-out (1 to 42 days) or a self-exclusion (6 to 60 months). Both end every session at once and cannot
 * be shortened, so each asks first in a dialog that says so and until when; the self-exclusion also needs a
 * box ticked that says it cannot be undone.
 */
function TakeABreak({
  auth,
  kind,
  onTaken,
}: {
  auth: Auth
  kind: Break['kind']
  onTaken(taken: Break): void
}) {
  const { t } = useLingui()
  const runtime = useRuntime()
  const refusal = useRefusal()
  const { date } = useFormatters()
  const bounds = kind === 'timeOut' ? timeOutDays : selfExclusionMonths
  const [text, setText] = useState(String(bounds.min))
  const [error, setError] = useState<string>()
  const [asking, setAsking] = useState<number>()
  const [understood, setUnderstood] = useState(false)
  const [refused, setRefused] = useState<string>()
  const { min, max } = bounds

  const ask = (event: React.FormEvent) => {
    event.preventDefault()
    const value = wholeNumber(text)
    if (value === undefined || value < min || value > max) {
      setError(kind === 'timeOut' ? t`Enter ${min} to ${max} days.` : t`Enter ${min} to ${max} months.`)
      return
    }
    setError(undefined)
    setRefused(undefined)
    setUnderstood(false)
    setAsking(value)
  }
  const confirm = useBusy(async () => {
    if (asking === undefined) return
    const result =
      kind === 'timeOut'
        ? await timeOut(runtime.api, { ...auth, days: asking })
        : await selfExclude(runtime.api, { ...auth, months: asking })
    setAsking(undefined)
    if (!result.ok) {
      setRefused(refusal(result.error))
      return
    }
    // Every session of the account has ended on the server: this tab signs out too.
    logoutLocally(runtime.store)
    onTaken({ kind, until: result.data.until })
  })

  const count = asking ?? 0
  const endsAt = new Date()
  if (kind === 'timeOut') endsAt.setDate(endsAt.getDate() + count)
  else endsAt.setMonth(endsAt.getMonth() + count)
  const until = date(endsAt.toISOString())
  const title = kind === 'timeOut' ? t`Take a break` : t`Self-exclusion`
  return (
    <Panel label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <Muted>
        {kind === 'timeOut'
          ? t`Stop for a while: for ${min} to ${max} days you cannot sign in, deposit or play. A break cannot be shortened.`
          : t`Stop for a long time: for ${min} to ${max} months you cannot sign in, deposit or play. It cannot be undone before it ends.`}
      </Muted>
      <form
        className={forms.form}
        data-form={kind === 'timeOut' ? 'time-out' : 'self-exclusion'}
        onSubmit={ask}
        noValidate
      >
        <TextField
          name={kind === 'timeOut' ? 'days' : 'months'}
          label={kind === 'timeOut' ? t`Days` : t`Months`}
          value={text}
          onChange={setText}
          filter="digits"
          error={error}
        />
        {refused ? <Notice tone="refused" title={refused} /> : null}
        <Button type="submit" tone={kind === 'timeOut' ? 'neutral' : 'critical'}>
          {kind === 'timeOut' ? t`Take a break` : t`Exclude me`}
        </Button>
      </form>
      <Dialog
        open={asking !== undefined}
        onClose={() => setAsking(undefined)}
        title={
          kind === 'timeOut'
            ? t`Take a break for ${plural(count, { one: '# day', other: '# days' })}?`
            : t`Exclude yourself for ${plural(count, { one: '# month', other: '# months' })}?`
        }
        footer={
          <div className={forms.actions}>
            <Button
              tone="critical"
              onClick={() => confirm.run()}
              disabled={kind === 'selfExclusion' && !understood}
              busy={confirm.busy}
            >
              {kind === 'timeOut' ? t`Start my break` : t`Exclude me now`}
            </Button>
            <Button tone="neutral" onClick={() => setAsking(undefined)}>
              {t`Keep my account open`}
            </Button>
          </div>
        }
      >
        <p className={styles.noticeText}>
          {kind === 'timeOut'
            ? t`You will be signed out at once. Until ${until} you cannot sign in, deposit or play, and the break cannot be shortened.`
            : t`This cannot be undone. You will be signed out at once, and until ${until} you cannot sign in, deposit or play. Neither you nor our support can end it early.`}
        </p>
        {kind === 'selfExclusion' ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            <span>{t`I understand that I cannot undo this until ${until}.`}</span>
          </label>
        ) : null}
      </Dialog>
    </Panel>
  )
}

function RgTools({ auth, onTaken }: { auth: Auth; onTaken(taken: Break): void }) {
  const status = useApiQuery(getLimits, auth)
  const [latest, setLatest] = useState<Status>()
  const { t } = useLingui()
  if (status.status === 'loading') return <Muted>{t`Loading…`}</Muted>
  if (status.status === 'error') return <LoadFailed retry={status.reload} />
  const current = latest ?? status.data
  return (
    <>
      <DepositLimits auth={auth} status={current} onChange={setLatest} />
      <RealityCheck auth={auth} status={current} onChange={setLatest} />
      <TakeABreak auth={auth} kind="timeOut" onTaken={onTaken} />
      <TakeABreak auth={auth} kind="selfExclusion" onTaken={onTaken} />
    </>
  )
}

/**
 * /responsible-gaming (docs/product.md#responsible-gaming): the tenant's CMS text and beside it the player's
 * tools: deposit limits, the reality check, a time-out and self-exclusion. A visitor is asked to log in.
 */
export function ResponsibleGamingPage() {
  const { t } = useLingui()
  const { href } = useLanguage()
  const auth = useAuthFields()
  const { date } = useFormatters()
  const [taken, setTaken] = useState<Break>()
  const until = taken ? date(taken.until) : ''
  let tools: React.ReactNode
  if (taken) {
    tools = (
      <Notice
        tone="done"
        title={
          taken.kind === 'timeOut'
            ? t`Your break has started. It ends on ${until}.`
            : t`You have excluded yourself until ${until}.`
        }
      >
        <p
          className={styles.noticeText}
        >{t`You have been signed out. If you need someone to talk to, please contact support.`}</p>
      </Notice>
    )
  } else if (auth) {
    tools = <RgTools auth={auth} onTaken={setTaken} />
  } else {
    tools = (
      <Panel>
        <Muted>{t`Log in to set deposit limits, reminders or a break for your account.`}</Muted>
        <Link className={link} href={href('/login')}>
          {t`Log in`}
        </Link>
      </Panel>
    )
  }
  return (
    <CmsPage
      page="responsible_gaming"
      title={t`Responsible gaming`}
      asideClassName={styles.beside}
      aside={<div className={styles.stack}>{tools}</div>}
    />
  )
}
