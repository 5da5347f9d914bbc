import { useLingui } from '@lingui/react/macro'
import { accountNoSchema, bankCodeSchema, holderNameSchema } from '@lobbykit/contract/calls/wallet'
import { addBank } from '@lobbykit/core/api/wallet/addBank'
import { bankList } from '@lobbykit/core/api/wallet/bankList'
import { showToastAtom } from '@lobbykit/core/stores/feedback'
import { Button } from '@lobbykit/ui/Button'
import { Link } from '@lobbykit/ui/Link'
import { TextField } from '@lobbykit/ui/TextField'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as forms from '../../shell/forms/forms.css'
import { useSubmit } from '../../shell/forms/useSubmit'
import { Muted, Page, Panel } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { SelectField } from './fields'
import { LoadFailed, Notice } from './parts'
import { useRefusal } from './walletTexts'

/**
 * /add-bank (docs/product.md#cashier): one of the tenant's banks, the holder's name (letters and spaces, the
 * letters-only key filter) and the number (6 to 20 digits, the digits-only key filter), checked with the
 * contract's rules before anything is sent. At most the maximum number of accounts; the server refuses the
 * same account twice and the page says so, keeping what was typed.
 */
export function AddBankPage() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const navigate = useNavigate()
  const { href } = useLanguage()
  const refusal = useRefusal()
  const banks = useApiQuery(bankList, auth)
  const [bankCode, setBankCode] = useState('')
  const [holder, setHolder] = useState('')
  const [number, setNumber] = useState('')
  const [errors, setErrors] = useState<{ bank?: string; holder?: string; number?: string }>({})
  const [refused, setRefused] = useState<string>()
  const full = banks.data ? banks.data.accounts.length >= banks.data.max_accounts : false

  const { busy, onSubmit } = useSubmit(async () => {
    const holderName = holder.trim().replaceAll(/\s+/g, ' ')
    const found = {
      ...(bankCodeSchema.safeParse(bankCode).success ? {} : { bank: t`Choose your bank.` }),
      ...(holderNameSchema.safeParse(holderName).success
        ? {}
        : { holder: t`Enter the name on the account, in letters and spaces only.` }),
      ...(accountNoSchema.safeParse(number).success ? {} : { number: t`Enter 6 to 20 digits.` }),
    }
    setErrors(found)
    if (Object.keys(found).length > 0 || !auth) return
    setRefused(undefined)
    const result = await addBank(runtime.api, {
      ...auth,
      bank_code: bankCode,
      holder_name: holderName,
      account_no: number,
    })
    if (!result.ok) {
      setRefused(refusal(result.error))
      return
    }
    runtime.store.set(showToastAtom, {
      tone: 'success',
      title: t`Bank account added.`,
      durationMs: 6000,
      position: 'bottom-right',
    })
    banks.reload()
    void navigate({ href: href('/bank-details') })
  })

  const bankOptions = [
    { value: '', label: t`Choose your bank` },
    ...(banks.data?.banks ?? []).map((bank) => ({ value: bank.bank_code, label: bank.bank_name })),
  ]
  return (
    <Page
      title={t`Add a bank account`}
      lead={t`Withdrawals are paid to this account. Use an account in your own name.`}
    >
      <Panel>
        {banks.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
        {banks.status === 'error' ? <LoadFailed retry={banks.reload} /> : null}
        {banks.status === 'success' && full ? (
          <Notice tone="refused" title={t`You already have the most bank accounts allowed.`}>
            <Link className={link} href={href('/bank-details')}>
              {t`See your bank accounts`}
            </Link>
          </Notice>
        ) : null}
        {banks.status === 'success' && !full ? (
          <form className={forms.form} data-form="add-bank" onSubmit={onSubmit} noValidate>
            <SelectField
              name="bank_code"
              label={t`Bank`}
              value={bankCode}
              onChange={setBankCode}
              options={bankOptions}
              error={errors.bank}
            />
            <TextField
              name="holder_name"
              label={t`Account holder's name`}
              value={holder}
              onChange={setHolder}
              filter="letters"
              autoComplete="name"
              hint={t`Letters and spaces only, as on your bank account.`}
              error={errors.holder}
            />
            <TextField
              name="account_no"
              label={t`Account number`}
              value={number}
              onChange={setNumber}
              filter="digits"
              autoComplete="off"
              maxLength={20}
              hint={t`6 to 20 digits, without spaces or dashes.`}
              error={errors.number}
            />
            {refused ? <Notice tone="refused" title={refused} /> : null}
            <Button type="submit" block busy={busy}>
              {busy ? t`Sending…` : t`Add bank account`}
            </Button>
          </form>
        ) : null}
      </Panel>
    </Page>
  )
}
