import { useLingui } from '@lingui/react/macro'
import * as css from '../theme.css'
import { VerifyForm } from './VerifyForm'

/** `/originals/dice/verify/`: the dice verify page on its own, filled from the URL when a link gives the values. */
export function VerifyPage({ search = window.location.search }: { search?: string }) {
  const { t } = useLingui()
  const params = new URLSearchParams(search)
  return (
    <div className={css.app}>
      <header className={css.bar}>
        <h1 className={css.title}>{t`Verify a dice roll`}</h1>
      </header>
      <main className={css.main} style={{ display: 'block', maxWidth: 640 }}>
        <section className={css.controls}>
          <p className={css.muted} style={{ margin: 0 }}>
            {t`Paste the revealed server seed, your client seed and the nonce of a roll. The roll is worked out here in your browser: HMAC-SHA256 keyed by the server seed over "client seed:nonce", first 4 bytes scaled to 0.00-99.99.`}
          </p>
          <VerifyForm
            initial={{
              serverSeed: params.get('server_seed') ?? '',
              clientSeed: params.get('client_seed') ?? '',
              nonce: params.get('nonce') ?? '0',
            }}
          />
        </section>
      </main>
    </div>
  )
}
