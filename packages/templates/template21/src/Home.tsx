import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeGridSection, HomeSections, PromoList, useHomeHero } from '@lobbykit/ui/homeKit'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import { visuallyHidden } from '@lobbykit/ui/styles'
import type { HomeProps, SportMatch } from '@lobbykit/ui/template'
import { VirtualFixtures } from '@lobbykit/ui/VirtualFixtures'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { useId } from 'react'
import * as styles from './Home.css'

/** Kick-off as "HH:MM" UTC, stable across machines. */
const clock = (iso: string) => new Date(iso).toISOString().slice(11, 16)

function Status({ match }: { match: SportMatch }) {
  const { t } = useLingui()
  if (!match.live) return <span className={styles.kickoff}>{clock(match.startsAt)}</span>
  return <span className={styles.liveTag}>{t`Live ${{ minute: match.minute ?? 0 }}'`}</span>
}

/** One button a priced outcome; the name is read out, the big number is what the eye finds. */
function OddsRow({ match, open }: { match: SportMatch; open?: (match: SportMatch) => void }) {
  const { t } = useLingui()
  const outcomes = [
    { id: '1', label: t`${{ team: match.home }} to win`, price: match.odds.home },
    ...(match.odds.draw !== undefined ? [{ id: 'X', label: t`Draw`, price: match.odds.draw }] : []),
    { id: '2', label: t`${{ team: match.away }} to win`, price: match.odds.away },
  ]
  return (
    <ul className={styles.oddsRow}>
      {outcomes.map((outcome) => (
        <li key={outcome.id}>
          <button type="button" className={styles.oddsButton} onClick={() => open?.(match)}>
            <span className={styles.oddsId}>{outcome.id}</span>
            <span className={visuallyHidden}> {t`${{ outcome: outcome.label }}, odds`} </span>
            <strong>{outcome.price.toFixed(2)}</strong>
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * The brand-coloured hero band: the tenant's banner (its words, its action and, at desktop, its art beside them),
 * then the swipeable scorecards of today's matches.
 */
function Scorecards(props: HomeProps) {
  const { t } = useLingui()
  const { matches = [], actions } = props
  const hero = useHomeHero(props)
  const scoresId = useId()
  return (
    <Hero variant="card" {...hero.art} className={styles.band}>
      <div className={styles.bandActions}>
        <Button size="lg" tone="accent" onClick={hero.welcome.run}>
          {hero.welcome.label}
        </Button>
      </div>
      <h2 id={scoresId} className={styles.scoresTitle}>{t`Top matches today`}</h2>
      {matches.length > 0 ? (
        <ul className={styles.cards} aria-label={t`Scorecards`}>
          {matches.map((match) => (
            <li key={match.id} className={styles.card}>
              <p className={styles.cardHead}>
                <Status match={match} /> · {match.league}
              </p>
              {[match.home, match.away].map((team, side) => (
                <p key={team} className={styles.teamLine}>
                  <span>{team}</span>
                  <strong>{match.score?.[side] ?? ''}</strong>
                </p>
              ))}
              <OddsRow match={match} open={actions.openMatch} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.noMatches}>{t`No matches today: the casino is open.`}</p>
      )}
    </Hero>
  )
}

/** The market list: one row a match, its status and teams beside the prices. */
function Fixtures({ matches = [], actions }: HomeProps) {
  const { t } = useLingui()
  const titleId = useId()
  if (matches.length === 0) return null
  return (
    <section aria-labelledby={titleId} className={styles.block}>
      <SectionHeader id={titleId} title={t`Live & upcoming`} variant="bar" icon="sports" />
      <ol className={styles.fixtures}>
        {matches.map((match) => (
          <li key={match.id} className={styles.fixtureRow}>
            <div>
              <p className={styles.fixtureMeta}>
                <Status match={match} /> {match.league}
              </p>
              <p className={styles.fixtureTeams}>
                {match.score
                  ? t`${{ home: match.home }} ${{ homeGoals: match.score[0] }} – ${{ awayGoals: match.score[1] }} ${{ away: match.away }}`
                  : t`${{ home: match.home }} v ${{ away: match.away }}`}
              </p>
            </div>
            <OddsRow match={match} open={actions.openMatch} />
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Wide casino cards under a bar title. */
const casino = { className: styles.block, gridClassName: styles.wideCards, headerVariant: 'bar' } as const

/** A promotion as a matchday ticket: its art under the brand rule, the name in Impact, its line and link. */
const ticket = {
  item: styles.promo,
  art: styles.promoArt,
  title: styles.promoTitle,
  text: styles.promoText,
  link: styles.promoLink,
}

/** The tenant's promotions as tickets under a bar title; nothing while there are none. */
function Promotions(props: HomeProps) {
  const { t } = useLingui()
  const titleId = useId()
  if (!props.promotions?.length) return null
  return (
    <section aria-labelledby={titleId} className={styles.block}>
      <SectionHeader id={titleId} title={t`Promotions`} variant="bar" icon="gift" />
      <PromoList home={props} art routerLink className={styles.promos} classNames={ticket} />
    </section>
  )
}

/**
 * Arena's home: the banner and scorecard band, category icons, the market list, the virtual fixtures, grids of
 * wide casino cards, then the tenant's promotions beside the winners feed.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const cards = { variant: 'wide', minItemWidth: 240 } as const
  return (
    <div className={styles.home}>
      <Scorecards {...props} />
      <CategoryStrip categories={props.categories} variant="tiles" label={t`Browse categories`} />
      <Fixtures {...props} />
      {props.virtualSports ? (
        <VirtualFixtures
          {...props.virtualSports}
          language={props.site.language}
          headerVariant="bar"
          className={styles.block}
        />
      ) : null}
      <HomeSections home={props} skeleton={{ ...cards, skeletonCount: 8 }}>
        {(section) => <HomeGridSection home={props} section={section} gap={16} {...casino} {...cards} />}
      </HomeSections>
      <div className={styles.stand}>
        <Promotions {...props} />
        <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
      </div>
    </div>
  )
}
