import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Page } from '../../shell/Page'
import { useLanguage } from '../../shell/useLanguage'
import { useShell } from '../../shell/useShell'

/** The preloader: the site's name while the lobby's code loads, then home. */
export function PreloaderPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { href } = useLanguage()
  const { site } = useShell()
  useEffect(() => {
    const timer = setTimeout(() => void navigate({ href: href('/') }), 1500)
    return () => clearTimeout(timer)
  }, [navigate, href])
  return <Page title={site.site_name} lead={t`Loading the lobby…`} />
}
