import { useLingui } from '@lingui/react/macro'
import type { Maintenance, Site } from '@lobbykit/contract/calls/startup'
import { dateLocaleFor } from '@lobbykit/core/i18n/languages'
import { ErrorPage } from '@lobbykit/ui/ErrorPage'
import { MaintenanceScreen } from '@lobbykit/ui/MaintenanceScreen'

/** docs/product.md#start-up: during maintenance only this layout shows, with the window's start and end. */
export function StartupMaintenance({
  site,
  maintenance,
  language,
}: {
  site: Site
  maintenance: Maintenance
  language: string
}) {
  const { t } = useLingui()
  return (
    <div data-layout="maintenance">
      <MaintenanceScreen
        site={{
          siteName: site.site_name,
          logo: site.logo1,
          mark: site.logo2,
          logoText: site.logo_text || site.site_name,
        }}
        startDate={maintenance.start_date ?? ''}
        endDate={maintenance.end_date ?? ''}
        locale={dateLocaleFor(language)}
        title={t`${{ siteName: site.site_name }} is under maintenance`}
        message={t`We are improving the site. Your balance and bets are safe. Please come back when the maintenance window ends.`}
      />
    </div>
  )
}

/** A start-up that cannot show the site: the theme check's message or the server's (docs/product.md#start-up). */
export function StartupFailure({ message }: { message: string }) {
  const { t } = useLingui()
  return (
    <div data-layout="startup-error" role="alert">
      <ErrorPage
        statusCode={500}
        title={message}
        message={t`This site cannot be shown right now. Please try again later.`}
        backLabel={t`Try again`}
      />
    </div>
  )
}
