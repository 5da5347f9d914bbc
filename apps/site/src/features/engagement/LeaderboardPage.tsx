import { useLingui } from '@lingui/react/macro'
import type { Leaderboard } from '@lobbykit/contract/calls/leaderboards'
import type { Top10Entry } from '@lobbykit/contract/calls/settings'
import { leaderboards } from '@lobbykit/core/api/leaderboards/leaderboards'
import { top10WinnerWithdrawal } from '@lobbykit/core/api/settings/top10WinnerWithdrawal'
import { useClockZone } from '@lobbykit/ui/format'
import { Link } from '@lobbykit/ui/Link'
import { visuallyHidden } from '@lobbykit/ui/styles'
import { Tabs } from '@lobbykit/ui/Tabs'
import { useSyncExternalStore } from 'react'
import { useCategoryLabel } from '../../i18n/labels'
import * as formStyles from '../../shell/forms/forms.css'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { useFormatters } from '../../shell/useMoney'
import * as styles from './engagement.css'
import * as boardStyles from './leaderboard.css'
import { useTimeLeft } from './useTimeLeft'

const minute = 60_000
const currentMinute = () => Math.floor(Date.now() / minute) * minute
const everyQuarterMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, minute / 4)
  return () => clearInterval(timer)
}

/**
 * The minute it is now, again as each minute starts; undefined while the server draws the page and the browser
 * hydrates that drawing, so both write the same text (docs/architecture.md#server-rendering).
 */
function useMinute(): number | undefined {
  return useSyncExternalStore(everyQuarterMinute, currentMinute, () => undefined)
}

/** A board's words: its name, its tab, how it ranks and how a score reads. */
function useBoardTexts() {
  const { t } = useLingui()
  const categoryLabel = useCategoryLabel()
  const { money, locale } = useFormatters()
  const games = (board: Leaderboard) =>
    board.category === 'all' ? t`any game` : categoryLabel(board.category)
  const name = (board: Leaderboard) => (board.metric === 'turnover' ? t`Top bettors` : t`Biggest multipliers`)
  return {
    /** The board's name and tab: its period, what it ranks by and its games ("Daily · Top bettors · Slots"). */
    tab(board: Leaderboard) {
      const period = board.period === 'daily' ? t`Daily` : t`Weekly`
      const category = board.category === 'all' ? t`All games` : categoryLabel(board.category)
      return `${period} · ${name(board)} · ${category}`
    },
    rule(board: Leaderboard) {
      const on = games(board)
      return board.metric === 'turnover'
        ? t`Ranked by the total you bet on ${on} this period. A tie goes to whoever got there first.`
        : t`Ranked by your biggest win over its stake in one round of ${on} this period. A tie goes to whoever got there first.`
    },
    scoreHeading: (board: Leaderboard) => (board.metric === 'turnover' ? t`Bet` : t`Best multiplier`),
    /** Turnover in the currency; a multiplier from its hundredths (1250 is x12.50). */
    score: (board: Leaderboard, score: number) =>
      board.metric === 'turnover'
        ? money(score)
        : `x${(score / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  }
}

/** When the period ends: a countdown once the page runs in the browser, and the time in the player's zone. */
function EndsAt({ endsAt }: { endsAt: string }) {
  const { t } = useLingui()
  const { locale } = useFormatters()
  const now = useMinute()
  const timeLeft = useTimeLeft()
  const timeZone = useClockZone()
  const when = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(endsAt),
  )
  const left = now === undefined ? '' : timeLeft(endsAt, now)
  return (
    <p className={boardStyles.ends}>
      {left ? <span className={boardStyles.countdown}>{t`Ends in ${left}`}</span> : null}
      <time dateTime={endsAt}>{t`Ends ${when}`}</time>
    </p>
  )
}

/** The player's own place, or why there is none. */
function OwnPlace({ board, signedIn }: { board: Leaderboard; signedIn: boolean }) {
  const { t } = useLingui()
  const { href } = useLanguage()
  const { money } = useFormatters()
  const texts = useBoardTexts()
  if (!signedIn)
    return (
      <p className={styles.itemMeta}>
        {t`Log in to see your own rank.`}{' '}
        <Link className={link} href={href('/login')}>
          {t`Log in`}
        </Link>
      </p>
    )
  if (!board.you)
    return <Muted>{t`You have no rounds on this board this period yet. Play one to join it.`}</Muted>
  const rank = board.you.rank
  const score = texts.score(board, board.you.score)
  const prize = money(board.you.prize)
  return (
    <section className={boardStyles.own} aria-label={t`Your rank`}>
      <span>
        {t`Your rank`} <span className={boardStyles.ownRank}>#{rank}</span>
      </span>
      <span>
        {texts.scoreHeading(board)}: {score}
      </span>
      {board.you.prize > 0 ? <span>{t`Prize if the period ended now: ${prize}`}</span> : null}
    </section>
  )
}

function Standings({ board }: { board: Leaderboard }) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const texts = useBoardTexts()
  if (board.top.length === 0)
    return <Muted>{t`Nobody has played on this board this period yet. Be the first!`}</Muted>
  return (
    <div className={boardStyles.tableWrap}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{t`Standings`}</caption>
        <thead>
          <tr>
            <th className={`${styles.cell} ${boardStyles.rankCell}`} scope="col">
              #
            </th>
            <th className={styles.cell} scope="col">
              {t`Player`}
            </th>
            <th className={styles.numeric} scope="col">
              {texts.scoreHeading(board)}
            </th>
            <th className={styles.numeric} scope="col">
              {t`Prize`}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.top.map((row) => {
            const mine = board.you?.rank === row.rank
            return (
              <tr
                key={row.rank}
                className={mine ? boardStyles.ownRow : undefined}
                aria-current={mine || undefined}
              >
                <td className={`${styles.cell} ${boardStyles.rankCell}`}>{row.rank}</td>
                <td className={styles.cell}>
                  {row.account_id}
                  {mine ? <span className={boardStyles.youBadge}>{t`You`}</span> : null}
                </td>
                <td className={styles.numeric}>{texts.score(board, row.score)}</td>
                <td className={styles.numeric}>{row.prize > 0 ? money(row.prize) : '–'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** What the board pays, rank by rank. */
function Prizes({ board }: { board: Leaderboard }) {
  const { t } = useLingui()
  const { money } = useFormatters()
  return (
    <section className={styles.list} aria-label={t`Prizes`}>
      <h3 className={boardStyles.subTitle}>{t`Prizes`}</h3>
      <ul className={boardStyles.prizeList}>
        {board.prizes.map((prize, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a prize is its rank's
          <li key={index} className={boardStyles.winner}>
            <span className={boardStyles.winnerRank}>#{index + 1}</span>
            <span className={boardStyles.winnerPrize}>{money(prize)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Who won the period before, and the player's own prize. */
function LastPeriod({ previous }: { previous: NonNullable<Leaderboard['previous']> }) {
  const { t } = useLingui()
  const { money } = useFormatters()
  const won = previous.you ? money(previous.you.prize) : ''
  const place = previous.you?.rank ?? 0
  return (
    <section className={styles.list} aria-label={t`Last period's winners`}>
      <h3 className={boardStyles.subTitle}>{t`Last period's winners`}</h3>
      {previous.you ? (
        <p className={formStyles.notice}>
          {t`You finished #${place} and won ${won}. It is in your game balance.`}
        </p>
      ) : null}
      {previous.winners.length === 0 ? (
        <Muted>{t`Nobody won a prize last period.`}</Muted>
      ) : (
        <ol className={boardStyles.winners}>
          {previous.winners.map((winner) => (
            <li key={winner.rank} className={boardStyles.winner}>
              <span className={boardStyles.winnerRank}>#{winner.rank}</span>
              <span>{winner.account_id}</span>
              <span className={boardStyles.winnerPrize}>{money(winner.prize)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function BoardView({ board, signedIn, inTab }: { board: Leaderboard; signedIn: boolean; inTab: boolean }) {
  const texts = useBoardTexts()
  return (
    <div className={styles.list}>
      <div className={boardStyles.boardHead}>
        {/* In a tab the tab shows the board's name; the heading stays for the page's outline. */}
        <h2 className={inTab ? visuallyHidden : boardStyles.boardTitle}>{texts.tab(board)}</h2>
        <EndsAt endsAt={board.ends_at} />
      </div>
      <p className={boardStyles.rule}>{texts.rule(board)}</p>
      <OwnPlace board={board} signedIn={signedIn} />
      <Standings board={board} />
      <Prizes board={board} />
      {board.previous ? <LastPeriod previous={board.previous} /> : null}
    </div>
  )
}

/** The tenant's boards: one tab each. */
function TenantBoards({ boards, signedIn }: { boards: Leaderboard[]; signedIn: boolean }) {
  const { t } = useLingui()
  const texts = useBoardTexts()
  const [only] = boards
  if (boards.length === 1 && only)
    return (
      <Panel label={texts.tab(only)}>
        <BoardView board={only} signedIn={signedIn} inTab={false} />
      </Panel>
    )
  return (
    <Panel label={t`Leaderboards`}>
      <Tabs
        label={t`Leaderboards`}
        variant="pill"
        className={boardStyles.tabs}
        items={boards.map((board) => ({
          key: board.board_code,
          label: texts.tab(board),
          content: <BoardView board={board} signedIn={signedIn} inTab />,
        }))}
      />
    </Panel>
  )
}

function Board({ title, entries, showGame }: { title: string; entries: Top10Entry[]; showGame: boolean }) {
  const { t } = useLingui()
  const { money } = useFormatters()
  return (
    <Panel label={title}>
      <h2 className={styles.itemTitle}>{title}</h2>
      {entries.length === 0 ? (
        <Muted>{t`Nothing here yet.`}</Muted>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                #
              </th>
              <th className={styles.cell} scope="col">
                {t`Player`}
              </th>
              {showGame ? (
                <th className={styles.cell} scope="col">
                  {t`Game`}
                </th>
              ) : null}
              <th className={styles.numeric} scope="col">
                {t`Amount`}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, rank) => (
              <tr key={`${entry.account_id}-${entry.created_at}-${entry.amount}`}>
                <td className={styles.cell}>{rank + 1}</td>
                <td className={styles.cell}>{entry.account_id}</td>
                {showGame ? <td className={styles.cell}>{entry.game_name}</td> : null}
                <td className={styles.numeric}>{money(entry.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  )
}

/**
 * docs/product.md#leaderboards: the tenant's boards, ranked from the rounds really played this period, with the
 * player's own place and last period's winners; below them the site's top-10 boards (top10winner_withdrawal):
 * biggest wins, biggest withdrawals, the last hour.
 */
export function LeaderboardPage() {
  const { t } = useLingui()
  const { site } = useRuntime()
  const auth = useAuthFields()
  const boards = useApiQuery(
    leaderboards,
    auth ? { ...site, account_id: auth.account_id, auth: auth.auth } : site,
  )
  const top10 = useApiQuery(top10WinnerWithdrawal, site)
  const tenantBoards = boards.data?.value ?? []
  const data = top10.data
  return (
    <Page
      title={t`Leaderboard`}
      lead={
        tenantBoards.length > 0
          ? t`Climb the boards with the rounds you play. When a period ends (UTC), its prizes go straight to the winners' game balance.`
          : undefined
      }
    >
      {tenantBoards.length > 0 ? <TenantBoards boards={tenantBoards} signedIn={auth !== undefined} /> : null}
      {data ? (
        <>
          <Facts
            items={[
              { label: t`Registered players`, value: data.registered_player },
              { label: t`Active today`, value: data.active_player },
              { label: t`Players who deposited`, value: data.deposited_player },
            ]}
          />
          <Board title={t`Top winners`} entries={data.winner} showGame />
          <Board title={t`Top withdrawals`} entries={data.withrawal} showGame={false} />
          <Board title={t`Withdrawals in the last hour`} entries={data.hour_withdrawal} showGame={false} />
        </>
      ) : (
        <Muted>{top10.status === 'loading' ? t`Loading…` : t`The leaderboard could not be loaded.`}</Muted>
      )}
    </Page>
  )
}
