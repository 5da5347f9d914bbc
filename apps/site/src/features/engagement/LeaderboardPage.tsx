import { useLingui } from '@lingui/react/macro'
import type { Top10Entry } from '@lobbykit/contract/calls/settings'
import { top10WinnerWithdrawal } from '@lobbykit/core/api/settings/top10WinnerWithdrawal'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useFormatters } from '../../shell/useMoney'
import * as styles from './engagement.css'

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

/** The site's top-10 boards (top10winner_withdrawal): biggest wins, biggest withdrawals, the last hour. */
export function LeaderboardPage() {
  const { t } = useLingui()
  const { site } = useRuntime()
  const boards = useApiQuery(top10WinnerWithdrawal, site)
  const data = boards.data
  return (
    <Page title={t`Leaderboard`}>
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
        <Muted>{boards.status === 'loading' ? t`Loading…` : t`The leaderboard could not be loaded.`}</Muted>
      )}
    </Page>
  )
}
