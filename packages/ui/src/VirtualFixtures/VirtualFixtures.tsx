import { useLingui } from '@lingui/react/macro'
import type { Fixture } from '@lobbykit/contract/calls/fixtures'
import { localName } from '@lobbykit/contract/originals'
import { dateLocaleFor } from '@lobbykit/core/i18n/languages'
import { useId } from 'react'
import { compareIsoTimes, useClockZone } from '../format/clockZone'
import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import { SectionHeader, type SectionHeaderProps } from '../SectionHeader/SectionHeader'
import { visuallyHidden } from '../styles/shared.css'
import * as styles from './VirtualFixtures.css'

export interface VirtualFixturesProps {
  fixtures: Fixture[]
  /** The page language's code (EN, CN, VI ...): names are shown in it, in English where it has none. */
  language: string
  /** Where every odds button leads: the virtual sports game's /playnow page. */
  playHref: string
  /** At most this many fixtures, those still open for bets first. */
  limit?: number
  title?: string
  headerVariant?: SectionHeaderProps['variant']
  className?: string
}

const order = { open: 0, running: 1, finished: 2 } as const

/**
 * The originals' virtual football matches and horse races (docs/product.md#originals) with their odds:
 * 1X2 and over/under 2.5 goals for a match, the winner for a race. Odds of a fixture still open are links
 * to the virtual sports game, where the bet slip takes them; a running fixture shows "Live", a finished one
 * its result. Names are in the page language with English as the fallback. Data comes from the shell.
 */
export function VirtualFixtures({
  fixtures,
  language,
  playHref,
  limit = 10,
  title,
  headerVariant,
  className,
}: VirtualFixturesProps) {
  const { t } = useLingui()
  const titleId = useId()
  const timeZone = useClockZone()
  const locale = dateLocaleFor(language)
  if (fixtures.length === 0) return null
  const shown = [...fixtures]
    .sort((a, b) => order[a.status] - order[b.status] || compareIsoTimes(a.starts_at, b.starts_at))
    .slice(0, limit)
  const odds = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' })
  return (
    <section aria-labelledby={titleId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <SectionHeader id={titleId} title={title ?? t`Virtual sports`} icon="sports" variant={headerVariant} />
      <ul className={styles.list}>
        {shown.map((fixture) => (
          <FixtureRow
            key={fixture.fixture_id}
            fixture={fixture}
            language={language}
            playHref={playHref}
            formatOdds={(value) => odds.format(value / 100)}
            formatTime={(iso) => time.format(new Date(iso))}
          />
        ))}
      </ul>
    </section>
  )
}

interface Price {
  key: string
  /** The odds as shown (2.15). */
  odds: string
  /** What the button shows before the odds: 1, X, 2, Over 2.5, a runner's number and name. */
  mark: string
  /** The pick in words, for screen readers. */
  name: string
}

function FixtureRow({
  fixture,
  language,
  playHref,
  formatOdds,
  formatTime,
}: {
  fixture: Fixture
  language: string
  playHref: string
  formatOdds(value: number): string
  formatTime(iso: string): string
}) {
  const { t } = useLingui()
  const football = fixture.sport === 'football'
  const home = localName(fixture.home, language)
  const away = localName(fixture.away, language)
  const runnerName = (pick: string) => {
    const runner = fixture.runners.find((entry) => String(entry.number) === pick)
    return runner ? localName(runner.name, language) : pick
  }
  const startsAt = formatTime(fixture.starts_at)
  const heading = football ? t`${{ home }} v ${{ away }}` : t`Horse race at ${startsAt}`
  const groups = fixture.markets.map((market) => {
    const prices: Price[] = market.picks.map(({ pick, odds }) => {
      if (market.market === '1x2') {
        const mark = pick === 'home' ? '1' : pick === 'draw' ? 'X' : '2'
        const name =
          pick === 'home' ? t`${{ home }} to win` : pick === 'draw' ? t`Draw` : t`${{ away }} to win`
        return { key: pick, mark, name, odds: formatOdds(odds) }
      }
      if (market.market === 'over_under') {
        const words = pick === 'over' ? t`Over 2.5` : t`Under 2.5`
        return { key: pick, mark: words, name: t`${words} goals`, odds: formatOdds(odds) }
      }
      const runner = runnerName(pick)
      return { key: pick, mark: `${pick} ${runner}`, name: t`${{ runner }} to win`, odds: formatOdds(odds) }
    })
    const label =
      market.market === '1x2' ? t`Match result` : market.market === 'over_under' ? t`Total goals` : t`Winner`
    return { key: market.market, label, prices, wide: market.market === 'winner' }
  })
  const open = fixture.status === 'open'
  return (
    <li className={styles.fixture}>
      <div className={styles.info}>
        <p className={styles.meta}>
          <Icon name={football ? 'ball' : 'horse'} size={16} />
          <span>{football ? t`Virtual football` : t`Virtual horse racing`}</span>
          {fixture.status === 'open' ? <time dateTime={fixture.starts_at}>{startsAt}</time> : null}
          {fixture.status === 'running' ? <span className={styles.live}>{t`Live`}</span> : null}
          {fixture.status === 'finished' && fixture.result ? (
            <span>{t`Result ${{ result: fixture.result }}`}</span>
          ) : null}
        </p>
        <p className={styles.pairing}>{heading}</p>
      </div>
      <div className={styles.markets}>
        {groups.map((group) => (
          <fieldset key={group.key} className={group.wide ? styles.runners : styles.prices}>
            <legend className={visuallyHidden}>{group.label}</legend>
            {group.prices.map((price) => (
              <PriceButton key={price.key} price={price} href={open ? playHref : undefined} />
            ))}
          </fieldset>
        ))}
      </div>
    </li>
  )
}

/** One price: a link to the game while the fixture is open for bets, plain text once it has started. */
function PriceButton({ price, href }: { price: Price; href: string | undefined }) {
  const { t } = useLingui()
  const pick = price.name
  const odds = price.odds
  const content = (
    <>
      <span className={styles.mark} aria-hidden="true">
        {price.mark}
      </span>
      <span className={visuallyHidden}>{t`${{ pick }}, odds ${odds}`}</span>
      <span className={styles.odds} aria-hidden="true">
        {odds}
      </span>
    </>
  )
  if (href === undefined) return <span className={styles.closed}>{content}</span>
  return (
    <Link href={href} className={styles.priceLink}>
      {content}
    </Link>
  )
}
