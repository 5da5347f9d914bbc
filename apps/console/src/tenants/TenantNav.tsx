import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import * as page from '../shell/page.css'
import * as styles from './editor/editor.css'

/** The tenant's three screens: its settings, its versions, its gallery. */
export function TenantNav({ code }: { code: string }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Tenant`} className={styles.subnav}>
      <Link to="/tenants/$code" params={{ code }} className={page.link} activeOptions={{ exact: true }}>
        {t`Settings`}
      </Link>
      <Link to="/tenants/$code/versions" params={{ code }} className={page.link}>
        {t`Versions`}
      </Link>
      <Link to="/tenants/$code/gallery" params={{ code }} className={page.link}>
        {t`Gallery`}
      </Link>
    </nav>
  )
}
