import { useLingui } from '@lingui/react/macro'
import { promotions } from '@lobbykit/core/api/settings/promotions'
import { dateLocaleFor } from '@lobbykit/core/i18n/languages'
import { useClockZone } from '@lobbykit/ui/format'
import { Link } from '@lobbykit/ui/Link'
import { Muted, Page } from '../../shell/Page'
import { prose } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useLanguage } from '../../shell/useLanguage'
import { pickBody } from '../cms/pickBody'
import { pickText } from '../cms/pickText'
import { useSeoBody } from '../cms/SeoBodyPage'
import { DepositBonuses, hasBonusNews, useBonusOffers } from '../engagement/DepositBonuses'
import * as styles from './promotions.css'

/**
 * The tenant's promotions running now (docs/product.md#routes): the deposit bonuses a player can opt in to and
 * their own open bonus (docs/product.md#deposit-bonus), then each promotion with its art, title, terms and the way
 * to take it up, then the body of the SEO record `promotions`.
 */
export function PromotionsPage() {
  const { t } = useLingui()
  const { site } = useRuntime()
  const { code, href, inLocalLanguage } = useLanguage()
  const list = useApiQuery(promotions, site)
  const seo = useSeoBody('promotions')
  const bonuses = useBonusOffers()
  const items = list.data?.value ?? []
  const timeZone = useClockZone()
  const until = new Intl.DateTimeFormat(dateLocaleFor(code), {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return (
    <Page title={t`Promotions`}>
      <DepositBonuses list={bonuses} />
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((promotion) => {
            const target = /^https?:\/\//i.test(promotion.href) ? promotion.href : href(promotion.href)
            const title = pickText(promotion.en_title, promotion.local_title, inLocalLanguage)
            return (
              <li key={promotion.promotion_id} className={styles.card}>
                <img
                  className={styles.art}
                  src={promotion.image_url}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                />
                <div className={styles.words}>
                  <h2 className={styles.title}>{title}</h2>
                  <p className={styles.summary}>
                    {pickText(promotion.en_summary, promotion.local_summary, inLocalLanguage)}
                  </p>
                  <div
                    className={prose}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: tenant HTML, sanitised by DOMPurify in pickBody
                    dangerouslySetInnerHTML={{
                      __html: pickBody(promotion.en_body, promotion.local_body, inLocalLanguage),
                    }}
                  />
                  {promotion.ends_at ? <Until date={until.format(new Date(promotion.ends_at))} /> : null}
                  <Link href={target} className={styles.cta}>
                    {pickText(promotion.en_cta, promotion.local_cta, inLocalLanguage)}
                  </Link>
                </div>
              </li>
            )
          })}
        </ul>
      ) : hasBonusNews(bonuses) ? null : (
        <Muted>{list.status === 'loading' ? t`Loading…` : t`There are no promotions right now.`}</Muted>
      )}
      {seo.html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: tenant HTML, sanitised by DOMPurify in pickBody
        <div className={prose} dangerouslySetInnerHTML={{ __html: seo.html }} />
      ) : null}
    </Page>
  )
}

/** When a promotion ends, in the page's language. */
function Until({ date }: { date: string }) {
  const { t } = useLingui()
  return <p className={styles.until}>{t`Until ${date}`}</p>
}
