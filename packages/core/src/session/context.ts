import type { Store } from 'jotai/vanilla'
import type { ApiClient } from '../api/client'
import type { ErrorHandler } from '../errors/errorHandler'
import { layoutAtom } from '../stores/layout'

/** What the session and site flows need: the store, the API client, this site's host name and the error handler. */
export interface FlowContext {
  store: Store
  api: ApiClient
  /** The browser's host name: every call's `domain_name` (docs/product.md#api-calls). */
  domainName: string
  handleError: ErrorHandler
}

/** `domain_name` and `external_id` for the calls a visitor makes on this site. */
export function siteFields({ store, domainName }: Pick<FlowContext, 'store' | 'domainName'>) {
  return { domain_name: domainName, external_id: store.get(layoutAtom).site?.external_id ?? '' }
}
