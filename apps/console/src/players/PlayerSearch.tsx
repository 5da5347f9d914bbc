import { useLingui } from '@lingui/react/macro'
import type { PlayerSummary } from '@lobbykit/contract/operator'
import { Button } from '@lobbykit/ui/Button'
import { Table } from '@lobbykit/ui/Table'
import { TextField } from '@lobbykit/ui/TextField'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { operatorCall } from '../api/operatorApi'
import { useAction } from '../api/useCall'
import { formatMoney } from '../format'
import { Messages } from '../shell/Messages'
import * as page from '../shell/page.css'
import { playerStatusNames } from './playerStatus'

/** Finds players by part of their account id, phone or e-mail address, in every tenant. */
export function PlayerSearchView({
  onSearch,
  players,
  busy,
  error,
}: {
  onSearch: (query: string) => void
  players: PlayerSummary[] | undefined
  busy?: boolean
  error?: string
}) {
  const { t, i18n } = useLingui()
  const [query, setQuery] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(query.trim())
  }
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t`Players`}</h1>
      <search>
        <form className={page.panel} onSubmit={submit}>
          <TextField
            label={t`Account id, phone or e-mail address (at least 2 characters)`}
            name="query"
            type="search"
            value={query}
            onChange={setQuery}
          />
          <div className={page.actions}>
            <Button type="submit" busy={busy} disabled={query.trim().length < 2}>
              {t`Search`}
            </Button>
          </div>
        </form>
      </search>
      <Messages error={error} />
      {players ? (
        <Table
          caption={t`Players found`}
          rows={players}
          rowKey={(player) => String(player.player_id)}
          emptyMessage={t`No player matches.`}
          columns={[
            {
              key: 'account_id',
              header: t`Account`,
              render: (player) => (
                <Link
                  to="/players/$playerId"
                  params={{ playerId: String(player.player_id) }}
                  className={page.link}
                >
                  {player.account_id}
                </Link>
              ),
            },
            { key: 'tenant_code', header: t`Tenant` },
            { key: 'phone', header: t`Phone` },
            { key: 'email', header: t`E-mail address` },
            {
              key: 'status',
              header: t`Status`,
              render: (player) => i18n._(playerStatusNames[player.status]),
            },
            {
              key: 'balance',
              header: t`Balance`,
              align: 'end',
              render: (player) => formatMoney(player.balance, player.currency),
            },
          ]}
        />
      ) : null}
    </div>
  )
}

export function PlayerSearch() {
  const action = useAction()
  const [players, setPlayers] = useState<PlayerSummary[]>()
  return (
    <PlayerSearchView
      busy={action.busy}
      error={action.error}
      players={players}
      onSearch={async (query) => {
        const found = await action.run(() => operatorCall('playerSearch', { query }))
        if (found.ok) setPlayers(found.data.players)
      }}
    />
  )
}
