import { useLingui } from '@lingui/react/macro'
import type { ReferredPlayer } from '@lobbykit/contract/calls/referral'
import { claimReferral } from '@lobbykit/core/api/referral/claimReferral'
import { referral } from '@lobbykit/core/api/referral/referral'
import { afterWalletAction } from '@lobbykit/core/session/balance'
import { Button } from '@lobbykit/ui/Button'
import { useMemo, useState } from 'react'
import { encode } from 'uqr'
import * as formStyles from '../../shell/forms/forms.css'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { useFormatters } from '../../shell/useMoney'
import * as styles from './engagement.css'

/** The link's QR code, dark on white whatever the theme, with the quiet zone a camera needs. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { data } = encode(text, { border: 0 })
    const moves: string[] = []
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) moves.push(`M${x + 4} ${y + 4}h1v1h-1z`)
      })
    })
    return { size: data.length + 8, path: moves.join('') }
  }, [text])
  return (
    <svg className={styles.qrCode} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" shapeRendering="crispEdges" />
    </svg>
  )
}

function FriendsTable({ friends }: { friends: ReferredPlayer[] }) {
  const { t } = useLingui()
  const { money, locale } = useFormatters()
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' })
  // Four columns outgrow a narrow phone: the table scrolls sideways in its own box, never the page, and the box
  // takes the keyboard's focus so it can be scrolled without a pointer (axe: scrollable-region-focusable).
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.tableScroll} aria-label={t`Your friends`} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">{t`Friend`}</th>
            <th className={styles.cell} scope="col">{t`Joined`}</th>
            <th className={styles.cell} scope="col">{t`Status`}</th>
            <th className={styles.numeric} scope="col">{t`Commission`}</th>
          </tr>
        </thead>
        <tbody>
          {friends.map((friend) => {
            const amount = money(friend.commission)
            return (
              <tr key={`${friend.account}-${friend.joined_at}`}>
                <td className={styles.cell}>{friend.account}</td>
                <td className={styles.cell}>{day(friend.joined_at)}</td>
                <td className={styles.cell}>
                  {friend.status === 'deposited' ? t`Deposited` : t`No deposit yet`}
                </td>
                <td className={styles.numeric}>
                  {friend.status === 'signed_up' ? '–' : friend.is_paid ? t`${amount} paid` : amount}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

/**
 * docs/product.md#referral: the player's share link (`/register?ref=<account id>`) as text and QR code, the
 * tenant's commission rule, the friends who signed up through it (masked) and the commission to claim.
 */
export function ReferralPage() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const { href } = useLanguage()
  const { money } = useFormatters()
  const summary = useApiQuery(referral, auth)
  const [copied, setCopied] = useState(false)
  const [claiming, setClaiming] = useState(false)
  const [notice, setNotice] = useState<string>()
  const data = summary.data
  if (!data)
    return (
      <Page title={t`Refer a friend`}>
        {summary.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
      </Page>
    )

  const link = `${window.location.origin}${href('/register')}?ref=${encodeURIComponent(data.code)}`
  const percent = data.percent
  const cap = money(data.cap)
  const rule =
    percent === 0
      ? t`Share your link with friends. This site pays no referral commission right now.`
      : data.cap > 0
        ? t`When a friend who signed up with your link makes a first deposit, you earn ${percent}% of it, up to ${cap} per friend.`
        : t`When a friend who signed up with your link makes a first deposit, you earn ${percent}% of it.`
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined)
    setCopied(true)
  }
  const share = () => navigator.share?.({ title: document.title, url: link }).catch(() => undefined)
  const claim = async () => {
    if (!auth) return
    setClaiming(true)
    const result = await callAndReport(runtime, claimReferral, auth)
    setClaiming(false)
    summary.reload()
    if (!result.ok) return
    const claimed = money(result.data.claimed)
    setNotice(t`Commission claimed: ${claimed} added to your balance.`)
    await afterWalletAction(runtime, result.data.balance)
  }
  const pending = money(data.pending)
  return (
    <Page title={t`Refer a friend`} lead={rule}>
      {notice ? (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <Panel label={t`Your referral link`}>
        <div className={styles.referralShare}>
          <QrCode text={link} label={t`QR code of your referral link`} />
          <div className={styles.referralLink}>
            <label className={styles.itemMeta} htmlFor="referral-link">
              {t`Your referral link`}
            </label>
            <input
              id="referral-link"
              className={styles.linkField}
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className={styles.actions}>
              <Button size="sm" onClick={() => void copy()}>
                {copied ? t`Link copied` : t`Copy link`}
              </Button>
              {typeof navigator.share === 'function' ? (
                <Button size="sm" tone="neutral" onClick={() => void share()}>
                  {t`Share`}
                </Button>
              ) : null}
            </div>
            <Muted>{t`Friends can also scan the code with their phone's camera.`}</Muted>
          </div>
        </div>
      </Panel>
      <Facts
        items={[
          { label: t`Friends signed up`, value: String(data.referred_count) },
          { label: t`Commission to claim`, value: pending },
          { label: t`Commission paid`, value: money(data.paid) },
        ]}
      />
      {data.pending > 0 ? (
        <Button tone="accent" busy={claiming} onClick={() => void claim()}>
          {t`Claim ${pending}`}
        </Button>
      ) : null}
      <Panel label={t`Your friends`}>
        <h2 className={styles.itemTitle}>{t`Your friends`}</h2>
        {data.referred.length === 0 ? (
          <Muted>{t`No friends have signed up with your link yet.`}</Muted>
        ) : (
          <FriendsTable friends={data.referred} />
        )}
      </Panel>
    </Page>
  )
}
