import { useLingui } from '@lingui/react/macro'
import type { ErrorDialog as ErrorDialogState } from '@lobbykit/core/stores/feedback'
import { ErrorModal } from '@lobbykit/ui/modals'

/** docs/product.md#error-handler: the error dialog, titled with the error-title text. */
export default function ErrorDialog({ error, onClose }: { error: ErrorDialogState; onClose(): void }) {
  const { t } = useLingui()
  return <ErrorModal open title={error.title} message={error.body} closeLabel={t`OK`} onClose={onClose} />
}
