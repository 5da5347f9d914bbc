import { useLingui } from '@lingui/react/macro'
import type { BonusOffer, PlayerBonus } from '@lobbykit/contract/calls/bonus'
import { bonusOffers } from '@lobbykit/core/api/bonus/bonusOffers'
import { optInBonus } from '@lobbykit/core/api/bonus/optInBonus'
import { Button } from '@lobbykit/ui/Button'
import { Link } from '@lobbykit/ui/Link'
import { useRef, useState } from 'react'
import { Muted, Panel } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { callAndReport, useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { useFormatters } from '../../shell/useMoney'
import { pickText } from '../cms/pickText'
import * as styles from './bonus.css'
import { useBonusTexts } from './bonusTexts'
import { ProgressBar } from './ProgressBar'

/** The offers running now and the player's open bonus; nothing is asked for a visitor. */
export function useBonusOffers() {
  return useApiQuery(bonusOffers, useAuthFields())
}
type BonusOffersQuery = ReturnType<typeof useBonusOffers>

/** Whether the player has an offer or a bonus to be shown. */
export const hasBonusNews = (list: BonusOffersQuery) =>
  (list.data?.value.length ?? 0) > 0 || (list.data?.bonus ?? null) !== null

/** The player's open bonus: where it stands in words, the wagering bar, and the next step. */
export function OpenBonus({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useLingui()
  const { inLocalLanguage, href } = useLanguage()
  const { money } = useFormatters()
  const texts = useBonusTexts()
  const percent = bonus.wagering_required > 0 ? (100 * bonus.wagered) / bonus.wagering_required : 100
  const held = money(bonus.bonus_balance)
  return (
    <Panel label={t`Your bonus`}>
      <h2 className={styles.heading}>
        {/* A mission's bonus has no offer, so no operator's title (docs/product.md#missions). */}
        {bonus.offer_code === ''
          ? t`Mission bonus`
          : pickText(bonus.title, bonus.local_title, inLocalLanguage)}
      </h2>
      <p className={styles.progressText} role="status">
        {texts.progress(bonus)}
      </p>
      {bonus.status === 'active' ? (
        <>
          <p className={styles.meta}>
            {texts.wagered(bonus)} · {t`Bonus balance ${held}`}
          </p>
          <ProgressBar label={t`Wagering progress`} percent={percent} valueText={texts.wagered(bonus)} />
        </>
      ) : null}
      {bonus.status === 'opted_in' ? (
        <Link className={link} href={href('/deposit')}>
          {t`Deposit now`}
        </Link>
      ) : null}
    </Panel>
  )
}

function OfferCard({
  offer,
  busy,
  onOptIn,
}: {
  offer: BonusOffer
  busy: boolean
  onOptIn(offer: BonusOffer): void
}) {
  const { t } = useLingui()
  const { date } = useFormatters()
  const { inLocalLanguage } = useLanguage()
  const texts = useBonusTexts()
  // The operator's words in the page's language when they wrote them, else the English (docs/product.md#deposit-bonus).
  const title = pickText(offer.title, offer.local_title, inLocalLanguage)
  const terms = pickText(offer.terms, offer.local_terms, inLocalLanguage)
  const from = date(offer.starts_at)
  const until = offer.ends_at ? date(offer.ends_at) : ''
  return (
    <li className={styles.card}>
      {offer.image_url ? (
        <img className={styles.art} src={offer.image_url} alt="" width={640} height={360} loading="lazy" />
      ) : null}
      <div className={styles.words}>
        <h2 className={styles.heading}>{title}</h2>
        <p className={styles.headline}>{texts.headline(offer)}</p>
        <ul className={styles.conditions}>
          {texts.conditions(offer).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className={styles.meta}>{until ? t`From ${from} until ${until}` : t`From ${from}, no end date`}</p>
        {terms ? (
          <details className={styles.terms}>
            <summary className={styles.termsSummary}>{t`Terms of ${title}`}</summary>
            <p className={styles.termsText}>{terms}</p>
          </details>
        ) : null}
        {offer.can_opt_in ? (
          <Button tone="accent" busy={busy} disabled={busy} onClick={() => onOptIn(offer)}>
            {t`Opt in to ${title}`}
          </Button>
        ) : null}
      </div>
    </li>
  )
}

/**
 * docs/product.md#deposit-bonus on /promotions: the player's open bonus and the offers running now, each with what
 * it pays, what it takes, its period and terms, and an opt-in. A visitor is asked to sign in: offers are per player.
 */
export function DepositBonuses({ list }: { list: BonusOffersQuery }) {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const { href } = useLanguage()
  const [busy, setBusy] = useState<string>()
  // One idempotency key per offer until its opt-in is answered: a retry after a lost answer opts in once.
  const keys = useRef(new Map<string, string>())

  if (!auth)
    return (
      <Panel label={t`Deposit bonuses`}>
        <Muted>{t`Sign in to see the deposit bonuses you can opt in to.`}</Muted>
        <Link className={link} href={href('/login')}>
          {t`Log in`}
        </Link>
      </Panel>
    )

  const optIn = async (offer: BonusOffer) => {
    const key = keys.current.get(offer.offer_code) ?? crypto.randomUUID()
    keys.current.set(offer.offer_code, key)
    setBusy(offer.offer_code)
    const answer = await callAndReport(runtime, optInBonus, {
      ...auth,
      offer_code: offer.offer_code,
      request_id: key,
    })
    setBusy(undefined)
    if (answer.ok || answer.error.details === undefined) keys.current.delete(offer.offer_code)
    list.reload()
  }

  const offers = list.data?.value ?? []
  const open = list.data?.bonus ?? null
  if (!list.data) return list.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null
  if (!hasBonusNews(list)) return null
  return (
    <>
      {open ? <OpenBonus bonus={open} /> : null}
      {offers.length > 0 ? (
        <section aria-label={t`Deposit bonuses`}>
          <ul className={styles.list}>
            {offers.map((offer) => (
              <OfferCard
                key={offer.offer_code}
                offer={offer}
                busy={busy === offer.offer_code}
                onOptIn={optIn}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
