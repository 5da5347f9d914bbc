import { useLingui } from '@lingui/react/macro'
import { SeoBodyPage } from '../cms/SeoBodyPage'

export function NewsPage() {
  const { t } = useLingui()
  return <SeoBodyPage page="news" title={t`News`} empty={t`No news yet.`} />
}
