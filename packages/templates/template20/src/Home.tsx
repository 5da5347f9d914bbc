import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { useNumberLocale } from '@lobbykit/ui/format'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeSections, HomeShelf, PromoList, useHomeHero } from '@lobbykit/ui/homeKit'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import { visuallyHidden } from '@lobbykit/ui/styles'
import type { HomeProps, PromoBanner, SportMatch } from '@lobbykit/ui/template'
import { VirtualFixtures } from '@lobbykit/ui/VirtualFixtures'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { useId, useState } from 'react'
import * as styles from './Home.css'

type Outcome = 'home' | 'draw' | 'away'

const matchFormatsByLocale = new Map<string, { decimal: Intl.NumberFormat; kickoff: Intl.DateTimeFormat }>()

/**
 * Decimal odds and kick-off times, written in the page's language (docs/product.md#date-locales); made once per
 * language, not once per price row.
 */
function useMatchFormats() {
  const locale = useNumberLocale()
  let formats = matchFormatsByLocale.get(locale)
  if (!formats) {
    formats = {
      decimal: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      kickoff: new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone: 'UTC',
      }),
    }
    matchFormatsByLocale.set(locale, formats)
  }
  return formats
}

/** The 1X2 (or 1-2) prices of a match, as buttons; `picked` marks the outcome on the bet slip. */
function Prices({
  match,
  onPick,
  picked,
  big = false,
}: {
  match: SportMatch
  onPick(outcome: Outcome): void
  picked?: Outcome | null
  big?: boolean
}) {
  const { t } = useLingui()
  const { decimal } = useMatchFormats()
  const { home, draw, away } = match.odds
  const prices: [Outcome, string, string, number][] = [['home', '1', t`${{ team: match.home }} to win`, home]]
  if (draw !== undefined) prices.push(['draw', 'X', t`Draw`, draw])
  prices.push(['away', '2', t`${{ team: match.away }} to win`, away])
  return (
    <div className={big ? styles.pricesBig : styles.prices}>
      {prices.map(([outcome, mark, name, price]) => (
        <button
          key={outcome}
          type="button"
          className={styles.price}
          aria-pressed={picked === undefined ? undefined : picked === outcome}
          onClick={() => onPick(outcome)}
        >
          <span className={styles.priceMark}>{mark}</span>
          <span className={visuallyHidden}> {t`${name}, odds`} </span>
          <span className={styles.priceValue}>{decimal.format(price)}</span>
        </button>
      ))}
    </div>
  )
}

function LiveMark({ minute }: { minute?: number }) {
  const { t } = useLingui()
  return <span className={styles.live}>{minute === undefined ? t`Live` : t`Live ${minute}'`}</span>
}

/**
 * The tenant's banners on the board, in its order: each its art, words and where it leads (the first one falls
 * back to the site's welcome action when it leads nowhere).
 */
function Banners(props: HomeProps) {
  const { banners = [], actions } = props
  const { welcome } = useHomeHero(props)
  if (banners.length === 0) return null
  const action = (banner: PromoBanner, index: number) => {
    const { href, cta } = banner
    if (href && cta && actions.openLink) return { label: cta, run: () => actions.openLink?.(href) }
    return index === 0 ? welcome : undefined
  }
  return (
    <ul className={styles.banners}>
      {banners.map((banner, index) => {
        const go = action(banner, index)
        return (
          <li key={banner.key} className={styles.banner}>
            {banner.image ? <img className={styles.bannerArt} src={banner.image} alt="" /> : null}
            <div className={styles.bannerWords}>
              {banner.kicker ? <p className={styles.bannerKicker}>{banner.kicker}</p> : null}
              <h2 className={styles.bannerTitle}>{banner.title}</h2>
              {banner.subtitle ? <p className={styles.quiet}>{banner.subtitle}</p> : null}
              {go ? (
                <Button onClick={go.run} className={styles.bannerCta}>
                  {go.label}
                </Button>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** The live odds board: the first live match as a big scoreboard with its prices, the tenant's banners beside it. */
function Board(props: HomeProps) {
  const { t } = useLingui()
  const { site, matches, actions, banners = [] } = props
  const lead = matches?.find((match) => match.live)
  return (
    <Hero
      variant="compact"
      title={t`Sports betting at ${{ siteName: site.siteName }}`}
      className={styles.board}
    >
      <div className={banners.length > 0 ? styles.boardSplit : undefined}>
        {lead ? (
          <div className={styles.scoreboard}>
            <p className={styles.league}>
              <LiveMark minute={lead.minute} /> {lead.league}
            </p>
            <p className={styles.teams}>
              <span>{lead.home}</span>
              <span className={styles.score}>
                {lead.score ? `${lead.score[0]} – ${lead.score[1]}` : t`vs`}
              </span>
              <span>{lead.away}</span>
            </p>
            <Prices big match={lead} onPick={() => actions.openMatch?.(lead)} />
          </div>
        ) : (
          <p className={styles.quiet}>{t`No match is live right now: see the fixtures below.`}</p>
        )}
        <Banners {...props} />
      </div>
    </Hero>
  )
}

/** The 1X2 market list beside a bet slip that multiplies the picked prices. */
function Markets({ matches = [], session, actions }: HomeProps) {
  const { t } = useLingui()
  const { decimal, kickoff } = useMatchFormats()
  const listId = useId()
  const slipId = useId()
  const [slip, setSlip] = useState<Record<string, Outcome>>({})
  if (matches.length === 0) return null
  const chosen = matches.filter((match) => slip[match.id] !== undefined)
  const priceOf = (match: SportMatch) => match.odds[slip[match.id]!] ?? 1
  const total = chosen.reduce((product, match) => product * priceOf(match), 1)
  const pick = (match: SportMatch, outcome: Outcome) =>
    setSlip(({ [match.id]: previous, ...rest }) =>
      previous === outcome ? rest : { ...rest, [match.id]: outcome },
    )
  const selectionName = (match: SportMatch) =>
    slip[match.id] === 'draw' ? t`Draw` : slip[match.id] === 'home' ? match.home : match.away
  return (
    <div className={styles.book}>
      <section className={styles.market} aria-labelledby={listId}>
        <SectionHeader id={listId} title={t`Live & upcoming`} variant="underline" />
        <ul className={styles.fixtures}>
          {matches.map((match) => (
            <li key={match.id} className={styles.fixture}>
              <div className={styles.fixtureInfo}>
                <p className={styles.meta}>
                  {match.live ? (
                    <LiveMark minute={match.minute} />
                  ) : (
                    <span>{kickoff.format(new Date(match.startsAt))}</span>
                  )}
                  <span>{match.league}</span>
                </p>
                <p className={styles.pairing}>
                  {match.home}
                  {match.score ? (
                    <strong className={styles.inPlay}> {match.score.join(' – ')} </strong>
                  ) : (
                    <span className={styles.versus}> {t`v`} </span>
                  )}
                  {match.away}
                </p>
              </div>
              <Prices
                match={match}
                picked={slip[match.id] ?? null}
                onPick={(outcome) => pick(match, outcome)}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.slip} aria-labelledby={slipId}>
        <SectionHeader id={slipId} title={t`Bet slip`} count={chosen.length} />
        {chosen.length === 0 ? (
          <p className={styles.quiet}>{t`Pick odds to add a selection.`}</p>
        ) : (
          <>
            <ul className={styles.picks}>
              {chosen.map((match) => (
                <li key={match.id} className={styles.pickRow}>
                  <span>
                    {selectionName(match)}
                    <span
                      className={styles.pickMatch}
                    >{t`${{ home: match.home }} v ${{ away: match.away }}`}</span>
                  </span>
                  <strong>{decimal.format(priceOf(match))}</strong>
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              {t`Total odds`} <strong>{decimal.format(total)}</strong>
            </p>
          </>
        )}
        <Button
          block
          disabled={chosen.length === 0}
          onClick={() => (session.signedIn ? chosen[0] && actions.openMatch?.(chosen[0]) : actions.login())}
        >
          {session.signedIn ? t`Place bet` : t`Log in to bet`}
        </Button>
      </section>
    </div>
  )
}

/** Each promotion as a market row: its art, the title over its line, the link at the end. */
const promoRow = {
  item: styles.promo,
  art: styles.promoArt,
  title: styles.promoTitle,
  text: styles.promoText,
  link: styles.promoLink,
}

/**
 * Pitch's home: the live odds board with the tenant's banners, the market list with its bet slip, the virtual
 * fixtures, the category shortcuts over rows of casino tiles, then the winners feed beside the promotions.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const offersId = useId()
  const shelf = {
    variant: 'tile',
    itemWidth: '150px',
    headerVariant: 'underline',
    className: styles.shelf,
  } as const
  return (
    <div className={styles.home}>
      <Board {...props} />
      <Markets {...props} />
      {props.virtualSports ? (
        <VirtualFixtures
          {...props.virtualSports}
          language={props.site.language}
          headerVariant="underline"
          className={styles.shelf}
        />
      ) : null}
      <CategoryStrip
        categories={props.categories}
        variant="chips"
        icons
        label={t`Categories`}
        className={styles.shortcuts}
      />
      <HomeSections home={props} skeleton={{ variant: 'tile', minItemWidth: 108, skeletonCount: 12 }}>
        {(section) => <HomeShelf home={props} section={section} {...shelf} />}
      </HomeSections>
      <div className={styles.desk}>
        <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
        {props.promotions?.length ? (
          <section className={styles.offers} aria-labelledby={offersId}>
            <SectionHeader id={offersId} title={t`Promotions`} variant="underline" />
            <PromoList home={props} art routerLink className={styles.promos} classNames={promoRow} />
          </section>
        ) : null}
      </div>
    </div>
  )
}
