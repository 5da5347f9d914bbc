import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import * as css from '../theme.css'
import * as d from './dice.css'
import { diceRoll, rollText, seedHash } from './fairness'

export interface VerifyValues {
  serverSeed: string
  clientSeed: string
  nonce: string
}

/**
 * Recomputes any past dice roll in the browser (docs/product.md#originals): from the revealed server seed,
 * the client seed and the nonce, the roll and the seed's SHA-256 (compare it with the hash shown before
 * the bets). Nothing is sent to the server.
 */
export function VerifyForm({ initial }: { initial?: Partial<VerifyValues> }) {
  const { t } = useLingui()
  const id = useId()
  const [values, setValues] = useState<VerifyValues>({
    serverSeed: initial?.serverSeed ?? '',
    clientSeed: initial?.clientSeed ?? '',
    nonce: initial?.nonce ?? '0',
  })
  const [answer, setAnswer] = useState<{ roll: string; hash: string } | null>(null)
  const nonce = Number(values.nonce)
  const valid =
    values.serverSeed !== '' && values.clientSeed !== '' && Number.isSafeInteger(nonce) && nonce >= 0
  const set = (field: keyof VerifyValues) => (event: { target: { value: string } }) => {
    setValues((now) => ({ ...now, [field]: event.target.value }))
    setAnswer(null)
  }
  return (
    <form
      className={d.verify}
      onSubmit={async (event) => {
        event.preventDefault()
        if (!valid) return
        const [roll, hash] = await Promise.all([
          diceRoll(values.serverSeed, values.clientSeed, nonce),
          seedHash(values.serverSeed),
        ])
        setAnswer({ roll: rollText(roll), hash })
      }}
    >
      <label className={css.fieldLabel} htmlFor={`${id}-server`}>
        {t`Server seed`}
      </label>
      <input
        id={`${id}-server`}
        className={`${css.input} ${css.mono}`}
        value={values.serverSeed}
        onChange={set('serverSeed')}
        autoComplete="off"
        spellCheck={false}
      />
      <label className={css.fieldLabel} htmlFor={`${id}-client`}>
        {t`Client seed`}
      </label>
      <input
        id={`${id}-client`}
        className={`${css.input} ${css.mono}`}
        value={values.clientSeed}
        onChange={set('clientSeed')}
        autoComplete="off"
        spellCheck={false}
      />
      <label className={css.fieldLabel} htmlFor={`${id}-nonce`}>
        {t`Nonce`}
      </label>
      <input
        id={`${id}-nonce`}
        className={css.input}
        inputMode="numeric"
        value={values.nonce}
        onChange={set('nonce')}
        autoComplete="off"
      />
      <button type="submit" className={css.primary} disabled={!valid}>
        {t`Verify`}
      </button>
      <div aria-live="polite">
        {answer && (
          <dl className={d.proof}>
            <dt>{t`Roll`}</dt>
            <dd className={d.proofRoll} data-testid="verified-roll">
              {answer.roll}
            </dd>
            <dt>{t`SHA-256 of the server seed`}</dt>
            <dd className={css.mono}>{answer.hash}</dd>
          </dl>
        )}
      </div>
    </form>
  )
}
