import { useLingui } from '@lingui/react/macro'
import { type OperatorRole, operatorRoles } from '@lobbykit/contract/operator'
import { Button } from '@lobbykit/ui/Button'
import { Table } from '@lobbykit/ui/Table'
import { TextField } from '@lobbykit/ui/TextField'
import { useAtomValue } from 'jotai'
import { type FormEvent, useState } from 'react'
import { operatorCall } from '../api/operatorApi'
import { sessionAtom } from '../api/session'
import { useAction, useLoad } from '../api/useCall'
import { formatWhen } from '../format'
import { SelectField } from '../forms/fields'
import { Messages } from '../shell/Messages'
import * as page from '../shell/page.css'
import { roleNames } from '../shell/roleNames'

/** The owner's list of operator accounts: make one with a role, disable or re-enable one (docs/operators.md#roles). */
export function Operators() {
  const { t, i18n } = useLingui()
  const session = useAtomValue(sessionAtom)
  const list = useLoad(() => operatorCall('operatorList', {}), 'operators')
  const action = useAction()
  const [form, setForm] = useState({ email: '', name: '', role: 'onboarding' as OperatorRole, password: '' })
  const [notice, setNotice] = useState<string>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const made = await action.run(() => operatorCall('operatorCreate', form))
    if (!made.ok) return
    setNotice(t`${made.data.operator.email} can sign in now.`)
    setForm({ email: '', name: '', role: 'onboarding', password: '' })
    list.reload()
  }
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t`Operators`}</h1>
      <Messages error={action.error} notice={notice} />
      <Table
        caption={t`Operator accounts`}
        rows={list.data?.operators ?? []}
        rowKey={(operator) => operator.email}
        loading={list.loading && !list.data}
        error={list.error}
        columns={[
          { key: 'name', header: t`Name` },
          { key: 'email', header: t`E-mail address` },
          { key: 'role', header: t`Role`, render: (operator) => i18n._(roleNames[operator.role]) },
          { key: 'created_at', header: t`Since`, render: (operator) => formatWhen(operator.created_at) },
          {
            key: 'disabled',
            header: t`Access`,
            render: (operator) =>
              // The owner's own account is never disabled from here (the API refuses it too).
              operator.email === session?.operator.email ? null : (
                <Button
                  tone="neutral"
                  size="sm"
                  onClick={async () => {
                    const done = await action.run(() =>
                      operatorCall('operatorDisable', {
                        email: operator.email,
                        disabled: !operator.disabled,
                      }),
                    )
                    if (done.ok) list.reload()
                  }}
                >
                  {operator.disabled ? t`Re-enable ${operator.email}` : t`Disable ${operator.email}`}
                </Button>
              ),
          },
        ]}
      />
      <form className={page.panel} onSubmit={submit} aria-labelledby="new-operator" noValidate>
        <h2 id="new-operator" className={page.subtitle}>
          {t`New operator`}
        </h2>
        <div className={page.formGrid}>
          <TextField
            label={t`Name`}
            name="name"
            required
            value={form.name}
            onChange={(name) => setForm({ ...form, name })}
          />
          <TextField
            label={t`E-mail address`}
            name="email"
            type="email"
            required
            value={form.email}
            onChange={(email) => setForm({ ...form, email })}
          />
          <SelectField
            label={t`Role`}
            value={form.role}
            options={operatorRoles.map((role) => [role, i18n._(roleNames[role])])}
            onChange={(role) => setForm({ ...form, role: role as OperatorRole })}
          />
          <TextField
            label={t`Password`}
            name="new-password"
            type="password"
            autoComplete="new-password"
            hint={t`At least 12 characters, not the e-mail address.`}
            required
            value={form.password}
            onChange={(password) => setForm({ ...form, password })}
          />
        </div>
        <div className={page.actions}>
          <Button type="submit" busy={action.busy}>
            {t`Create the account`}
          </Button>
        </div>
      </form>
    </div>
  )
}
