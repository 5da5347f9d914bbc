import { useLingui } from '@lingui/react/macro'
import type { SessionInfo } from '@lobbykit/contract/calls/sessions'
import type { AccountStatus } from '@lobbykit/contract/calls/settings'
import { tacRequestNewRegister } from '@lobbykit/core/api/auth/tacRequestNewRegister'
import { tacVerify } from '@lobbykit/core/api/auth/tacVerify'
import { listSessions } from '@lobbykit/core/api/sessions/listSessions'
import { revokeOtherSessions } from '@lobbykit/core/api/sessions/revokeOtherSessions'
import { revokeSession } from '@lobbykit/core/api/sessions/revokeSession'
import { checkStatus } from '@lobbykit/core/api/settings/checkStatus'
import { describeUserAgent } from '@lobbykit/core/device/describeDevice'
import { Button } from '@lobbykit/ui/Button'
import { Link } from '@lobbykit/ui/Link'
import { useState } from 'react'
import * as forms from '../../shell/forms/forms.css'
import { useBusy } from '../../shell/forms/useSubmit'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { useFormatters } from '../../shell/useMoney'
import { CodeStep } from '../auth/CodeStep'
import * as styles from './account.css'
import * as security from './security.css'

/**
 * The account's security (docs/product.md#sessions): its standing and whether its phone is verified, as the
 * platform reports them (check_status), the way to verify the phone with a texted code, every device signed
 * in (device, when, and a coarse place) with the way to sign one or all others out, and the way to change
 * the password.
 */
export function SecurityPage() {
  const { t } = useLingui()
  const auth = useAuthFields()
  const status = useApiQuery(checkStatus, auth)
  const { href } = useLanguage()
  const statusText: Record<AccountStatus, string> = {
    ACTIVE: t`Active`,
    BLOCK: t`Blocked`,
    CLOSE: t`Closed`,
  }
  return (
    <Page title={t`Security`}>
      <Facts
        items={[
          { label: t`Account status`, value: status.data ? statusText[status.data.status] : '…' },
          {
            label: t`Phone number`,
            value: status.data ? (status.data.phone_verified ? t`Verified` : t`Not verified`) : '…',
          },
        ]}
      />
      {status.data && !status.data.phone_verified ? <PhoneVerification onVerified={status.reload} /> : null}
      <Sessions />
      <Panel>
        <Link className={styles.link} href={href('/change-password')}>
          {t`Change password`}
        </Link>
      </Panel>
    </Page>
  )
}

/** Verifies the account's phone: a code texted to it (request_new_register), typed back (tac/verify). */
function PhoneVerification({ onVerified }: { onVerified(): void }) {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const [sent, setSent] = useState(false)
  const [resent, setResent] = useState(false)
  const [verified, setVerified] = useState(false)
  const request = () =>
    callAndReport(runtime, tacRequestNewRegister, { ...runtime.site, account_id: auth?.account_id ?? '' })
  const { busy: sending, run: send } = useBusy(async () => {
    if ((await request()).ok) setSent(true)
  })
  const { busy: resending, run: resend } = useBusy(async () => {
    setResent(false)
    setResent((await request()).ok)
  })
  const { busy: checking, run: check } = useBusy(async (tac: string) => {
    const result = await callAndReport(runtime, tacVerify, {
      ...runtime.site,
      account_id: auth?.account_id ?? '',
      tac,
    })
    if (!result.ok) return
    setVerified(true)
    onVerified()
  })
  return (
    <Panel label={t`Verify your phone number`}>
      <h2 className={security.sectionTitle}>{t`Verify your phone number`}</h2>
      {verified ? (
        <p className={forms.notice} role="status">
          {t`Your phone number is verified.`}
        </p>
      ) : sent ? (
        <CodeStep
          formName="verify-phone"
          busy={checking || resending}
          resent={resent}
          submitLabel={t`Verify`}
          onSubmit={check}
          onResend={resend}
        />
      ) : (
        <>
          <Muted>{t`We will text a code to the phone number on your account.`}</Muted>
          <div className={forms.actions}>
            <Button onClick={send} busy={sending}>
              {t`Send me a code`}
            </Button>
          </div>
        </>
      )}
    </Panel>
  )
}

/** The devices signed in to the account, this one first, each with the way to sign it out. */
function Sessions() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const query = useApiQuery(listSessions, auth)
  // What the last sign-out answered, newer than the query's answer.
  const [latest, setLatest] = useState<SessionInfo[] | null>(null)
  const [notice, setNotice] = useState('')
  const sessions = latest ?? query.data?.sessions
  const others = sessions?.filter((session) => !session.current) ?? []

  const { busy: endingOne, run: endOne } = useBusy(async (session: SessionInfo) => {
    if (!auth) return
    const result = await callAndReport(runtime, revokeSession, { ...auth, session_id: session.session_id })
    if (!result.ok) return
    setLatest(result.data.sessions)
    const device = deviceName(session)
    setNotice(t`${device} is signed out.`)
  })
  const { busy: endingAll, run: endOthers } = useBusy(async () => {
    if (!auth) return
    const result = await callAndReport(runtime, revokeOtherSessions, auth)
    if (!result.ok) return
    setLatest(result.data.sessions)
    setNotice(t`Every other device is signed out.`)
  })
  const busy = endingOne || endingAll

  function deviceName(session: SessionInfo): string {
    const { browser, system } = describeUserAgent(session.user_agent)
    if (browser && system) return t`${browser} on ${system}`
    return browser || system || t`Unknown device`
  }

  return (
    <Panel label={t`Where you are signed in`}>
      <h2 className={security.sectionTitle}>{t`Where you are signed in`}</h2>
      {sessions === undefined ? (
        <Muted>{query.status === 'error' ? t`The list of devices cannot be shown now.` : '…'}</Muted>
      ) : (
        <ul className={security.sessionList}>
          {sessions.map((session) => (
            <SessionRow
              key={session.session_id}
              session={session}
              name={deviceName(session)}
              busy={busy}
              onSignOut={() => endOne(session)}
            />
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <div className={forms.actions}>
          <Button tone="neutral" onClick={endOthers} busy={busy}>
            {t`Sign out every other device`}
          </Button>
        </div>
      ) : null}
      {notice ? (
        <p className={forms.notice} role="status">
          {notice}
        </p>
      ) : null}
    </Panel>
  )
}

function SessionRow({
  session,
  name,
  busy,
  onSignOut,
}: {
  session: SessionInfo
  name: string
  busy: boolean
  onSignOut(): void
}) {
  const { t } = useLingui()
  const { date } = useFormatters()
  const { place } = session
  const kind = describeUserAgent(session.user_agent).kind
  const kindText = { phone: t`Phone`, tablet: t`Tablet`, computer: t`Computer` }[kind]
  return (
    <li className={security.session} data-session={session.session_id}>
      <div>
        <p className={security.device}>
          {name} · {kindText}
          {session.current ? <span className={security.current}>{t`This device`}</span> : null}
        </p>
        <dl className={security.details}>
          <div className={security.detail}>
            <dt>{t`Signed in`}</dt>
            <dd className={security.detailValue}>{date(session.created_at)}</dd>
          </div>
          <div className={security.detail}>
            <dt>{t`Last active`}</dt>
            <dd className={security.detailValue}>{date(session.last_seen_at)}</dd>
          </div>
          <div className={security.detail}>
            <dt>{t`Place`}</dt>
            <dd className={security.detailValue}>{place ? t`Near address ${place}` : t`Unknown`}</dd>
          </div>
        </dl>
      </div>
      {session.current ? null : (
        <Button size="sm" tone="neutral" onClick={onSignOut} busy={busy} aria-label={t`Sign out ${name}`}>
          {t`Sign out`}
        </Button>
      )}
    </li>
  )
}
