import { useLingui } from '@lingui/react/macro'
import { SeoBodyPage } from '../cms/SeoBodyPage'

export function PromotionsPage() {
  const { t } = useLingui()
  return <SeoBodyPage page="promotions" title={t`Promotions`} empty={t`There are no promotions right now.`} />
}
