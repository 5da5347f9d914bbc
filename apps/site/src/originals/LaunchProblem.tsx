import { useLingui } from '@lingui/react/macro'
import type { ApiFailure } from '@lobbykit/core/api/call'
import { endsGame } from './refusals'
import * as css from './theme.css'

/** The game could not start: an expired or missing token sends the player back to the lobby. */
export function LaunchProblem({ error }: { error: ApiFailure | null }) {
  const { t } = useLingui()
  const ended = error === null || endsGame(error)
  return (
    <main className={`${css.app} ${css.centred}`}>
      <div className={css.dialog} role="alert">
        <h1 className={css.dialogTitle}>{ended ? t`Game session ended` : t`The game could not start`}</h1>
        <p className={css.muted}>
          {ended
            ? t`Relaunch the game from the lobby.`
            : t`We could not reach the game server. Check your connection and try again.`}
        </p>
        {!ended && (
          <button type="button" className={css.primary} onClick={() => window.location.reload()}>
            {t`Try again`}
          </button>
        )}
      </div>
    </main>
  )
}
