import { useLingui } from '@lingui/react/macro'
import type { DiceSeedState } from '@lobbykit/contract/calls/games'
import { diceSeed } from '@lobbykit/core/api/games/diceSeed'
import { useId, useState } from 'react'
import { multiplierText, useGame } from '../context'
import { sleep } from '../motion'
import { useRefusalText } from '../refusals'
import * as css from '../theme.css'
import { CloseIcon } from '../ui/icons'
import { firstStake, StakeControl } from '../ui/StakeControl'
import * as d from './dice.css'
import { rollText } from './fairness'
import { type Direction, payoutMultiplier, winChance } from './odds'
import { VerifyForm, type VerifyValues } from './VerifyForm'

const fallbackSeed: DiceSeedState = { server_seed_hash: '', client_seed: '', next_nonce: 0, previous: null }

/**
 * Hash dice (docs/product.md#originals): pick a target and a side, roll; the marker slides to the server's
 * roll. The seed panel shows the server seed's hash before the bet, lets the player set the client seed and
 * nonce, and rotating reveals the old server seed so every roll can be checked on the verify view.
 */
export function DiceGame() {
  const { t } = useLingui()
  const { info, api, token, money, play, settle, reducedMotion, announce, showError } = useGame()
  const rules = info.rules.engine === 'dice' ? info.rules : { house_edge_bp: 100, seed: fallbackSeed }
  const id = useId()
  const refusalText = useRefusalText({ min: money(info.min_stake), max: money(info.max_stake) })
  const [stake, setStake] = useState(() => firstStake(info.min_stake, info.max_stake, info.balance))
  const [target, setTarget] = useState(5_000)
  const [direction, setDirection] = useState<Direction>('under')
  const [seed, setSeed] = useState<DiceSeedState>(rules.seed)
  const [clientSeed, setClientSeed] = useState(rules.seed.client_seed)
  const [nonceText, setNonceText] = useState(String(rules.seed.next_nonce))
  const [roll, setRoll] = useState<number | null>(null)
  const [won, setWon] = useState<boolean | null>(null)
  const [caption, setCaption] = useState('')
  const [busy, setBusy] = useState(false)
  const [verifying, setVerifying] = useState<Partial<VerifyValues> | null>(null)

  const chance = winChance(target, direction)
  const payout = payoutMultiplier(target, direction, rules.house_edge_bp)
  const nonce = Number(nonceText)
  const nonceValid = Number.isSafeInteger(nonce) && nonce >= seed.next_nonce
  const clientSeedValid = clientSeed.trim().length > 0 && clientSeed.length <= 64
  const targetText = rollText(target)
  const chanceText = `${chance.toFixed(2)}%`
  const nextNonce = seed.next_nonce
  const previousClient = seed.previous?.client_seed ?? ''
  const lastNonce = seed.previous?.last_nonce ?? 0
  const profit = money(Math.floor((stake * payout) / 100) - stake)

  const rollDice = async () => {
    if (busy || !nonceValid || !clientSeedValid) return
    setBusy(true)
    setWon(null)
    setCaption('')
    const round = await play(stake, {
      engine: 'dice',
      target,
      direction,
      client_seed: clientSeed.trim(),
      nonce,
    })
    if (round?.outcome.engine !== 'dice') {
      setBusy(false)
      return
    }
    const outcome = round.outcome
    setRoll(outcome.roll)
    await sleep(750, reducedMotion)
    setWon(outcome.won)
    const rolled = rollText(outcome.roll)
    const amount = money(round.win)
    const text = outcome.won ? t`Rolled ${rolled}, won ${amount}` : t`Rolled ${rolled}, no win`
    setCaption(text)
    setSeed((now) => ({ ...now, client_seed: outcome.client_seed, next_nonce: outcome.nonce + 1 }))
    setNonceText(String(outcome.nonce + 1))
    settle(round, text)
    setBusy(false)
  }

  const changeSeeds = async (rotate: boolean) => {
    setBusy(true)
    const body =
      clientSeed.trim() !== seed.client_seed && clientSeedValid ? { client_seed: clientSeed.trim() } : {}
    const result = await diceSeed(api, { game_token: token, rotate, ...body })
    setBusy(false)
    if (!result.ok) {
      showError(refusalText(result.error))
      return
    }
    setSeed(result.data.seed)
    setClientSeed(result.data.seed.client_seed)
    setNonceText(String(result.data.seed.next_nonce))
    announce(rotate ? t`New server seed in use; the previous one is revealed.` : t`Client seed saved.`)
  }

  const winZone =
    direction === 'under'
      ? `linear-gradient(90deg, #1fbf7a 0%, #3ee89d ${target / 100}%, #e0435e ${target / 100}%, #ff6b81 100%)`
      : `linear-gradient(90deg, #ff6b81 0%, #e0435e ${target / 100}%, #3ee89d ${target / 100}%, #1fbf7a 100%)`

  return (
    <>
      <section className={css.stage} aria-label={t`Dice`}>
        <div className={d.rollBox}>
          <span
            className={`${d.rollValue} ${won === true ? d.rollWin : won === false ? d.rollLose : ''}`}
            data-testid="roll"
          >
            {roll === null ? '—' : rollText(roll)}
          </span>
          <span className={d.rollCaption}>
            {caption ||
              (direction === 'under'
                ? t`Roll under ${targetText} to win`
                : t`Roll over ${targetText} to win`)}
          </span>
        </div>
        <div className={d.track} style={{ background: winZone }} aria-hidden="true">
          <span className={d.targetLine} style={{ left: `${target / 100}%` }} />
          {roll !== null && (
            <span className={d.marker} style={{ left: `${roll / 100}%` }}>
              {rollText(roll)}
            </span>
          )}
        </div>
        <div className={d.scale} aria-hidden="true">
          {['0', '25', '50', '75', '100'].map((mark) => (
            <span key={mark}>{mark}</span>
          ))}
        </div>
        <div className={d.stats}>
          <div className={d.stat}>
            <span className={css.pillLabel}>{t`Win chance`}</span>
            <span className={d.statValue} data-testid="chance">
              {chanceText}
            </span>
          </div>
          <div className={d.stat}>
            <span className={css.pillLabel}>{t`Payout`}</span>
            <span className={d.statValue} data-testid="payout">
              {multiplierText(payout)}
            </span>
          </div>
          <div className={d.stat}>
            <span className={css.pillLabel}>{t`Profit on win`}</span>
            <span className={d.statValue}>{profit}</span>
          </div>
        </div>
      </section>
      <section className={css.controls} aria-label={t`Bet`}>
        <fieldset className={d.toggle} aria-label={t`Roll under or over`}>
          <button
            type="button"
            className={css.chip}
            aria-pressed={direction === 'under'}
            disabled={busy}
            onClick={() => setDirection('under')}
          >
            {t`Roll under`}
          </button>
          <button
            type="button"
            className={css.chip}
            aria-pressed={direction === 'over'}
            disabled={busy}
            onClick={() => setDirection('over')}
          >
            {t`Roll over`}
          </button>
        </fieldset>
        <div>
          <label className={css.fieldLabel} htmlFor={`${id}-target`}>
            {t`Target ${targetText}`}
          </label>
          <input
            id={`${id}-target`}
            className={d.slider}
            style={{ background: winZone }}
            type="range"
            min={100}
            max={9_800}
            step={1}
            value={target}
            disabled={busy}
            aria-valuetext={targetText}
            onChange={(event) => setTarget(Number(event.target.value))}
          />
        </div>
        <StakeControl value={stake} onChange={setStake} disabled={busy} />
        <button
          type="button"
          className={css.primary}
          onClick={rollDice}
          disabled={busy || !nonceValid || !clientSeedValid}
        >
          {busy ? t`Rolling…` : t`Roll dice`}
        </button>
      </section>
      <section className={d.fairness} aria-labelledby={`${id}-fair`}>
        <h2 id={`${id}-fair`} className={d.fairTitle}>
          {t`Provably fair`}
        </h2>
        <div>
          <span className={css.fieldLabel}>{t`Server seed hash (SHA-256)`}</span>
          <p className={css.mono} style={{ margin: '4px 0 0' }} data-testid="seed-hash">
            {seed.server_seed_hash}
          </p>
        </div>
        <div className={d.fairGrid}>
          <div>
            <label className={css.fieldLabel} htmlFor={`${id}-client`}>
              {t`Client seed`}
            </label>
            <div className={d.seedRow}>
              <input
                id={`${id}-client`}
                className={`${css.input} ${css.mono}`}
                value={clientSeed}
                maxLength={64}
                disabled={busy}
                aria-invalid={!clientSeedValid}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => setClientSeed(event.target.value)}
              />
              <button
                type="button"
                className={css.secondary}
                disabled={busy || !clientSeedValid || clientSeed.trim() === seed.client_seed}
                onClick={() => changeSeeds(false)}
              >
                {t`Save`}
              </button>
            </div>
          </div>
          <div>
            <label className={css.fieldLabel} htmlFor={`${id}-nonce`}>
              {t`Next nonce`}
            </label>
            <input
              id={`${id}-nonce`}
              className={css.input}
              inputMode="numeric"
              value={nonceText}
              disabled={busy}
              aria-invalid={!nonceValid}
              aria-describedby={`${id}-nonce-help`}
              onChange={(event) => setNonceText(event.target.value)}
            />
            <span id={`${id}-nonce-help`} className={css.muted} style={{ fontSize: 12 }}>
              {t`At least ${nextNonce}`}
            </span>
          </div>
        </div>
        <div className={css.row}>
          <button type="button" className={css.secondary} disabled={busy} onClick={() => changeSeeds(true)}>
            {t`Rotate seed`}
          </button>
          <button type="button" className={css.secondary} onClick={() => setVerifying(previousValues(seed))}>
            {t`Verify rolls`}
          </button>
        </div>
        {seed.previous && (
          <div data-testid="previous-seed">
            <span className={css.fieldLabel}>{t`Previous server seed (revealed)`}</span>
            <p className={css.mono} style={{ margin: '4px 0' }}>
              {seed.previous.server_seed}
            </p>
            <span className={css.muted} style={{ fontSize: 12 }}>
              {t`Client seed ${previousClient}, nonces up to ${lastNonce}`}
            </span>
          </div>
        )}
      </section>
      {verifying && (
        <div className={css.overlay}>
          <div className={css.dialog} role="dialog" aria-modal="true" aria-labelledby={`${id}-verify`}>
            <div className={css.dialogHead}>
              <h2 id={`${id}-verify`} className={css.dialogTitle}>
                {t`Verify a dice roll`}
              </h2>
              <button
                type="button"
                className={css.iconButton}
                aria-label={t`Close`}
                onClick={() => setVerifying(null)}
              >
                <CloseIcon />
              </button>
            </div>
            <VerifyForm initial={verifying} />
          </div>
        </div>
      )}
    </>
  )
}

/** The verify view opens on the revealed seed's last roll, or empty while no seed has been revealed. */
function previousValues(seed: DiceSeedState): Partial<VerifyValues> {
  if (!seed.previous) return { clientSeed: seed.client_seed }
  return {
    serverSeed: seed.previous.server_seed,
    clientSeed: seed.previous.client_seed,
    nonce: String(seed.previous.last_nonce),
  }
}
