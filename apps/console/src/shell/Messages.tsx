import { useLingui } from '@lingui/react/macro'
import * as page from './page.css'

/** A screen's outcome lines: the refusal (an alert, read out at once) and the confirmation (a status). */
export function Messages({ error, notice }: { error?: string | undefined; notice?: string | undefined }) {
  return (
    <>
      {error ? (
        <p role="alert" className={page.alert}>
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className={page.notice}>
          {notice}
        </p>
      ) : null}
    </>
  )
}

/** A screen whose data has not come: loading, or why it cannot come. */
export function Waiting({ error }: { error?: string | undefined }) {
  const { t } = useLingui()
  return (
    <div className={page.page}>
      <p role={error ? 'alert' : 'status'} className={error ? page.alert : page.muted}>
        {error ?? t`Loading…`}
      </p>
    </div>
  )
}
