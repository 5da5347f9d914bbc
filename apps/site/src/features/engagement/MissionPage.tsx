import { useLingui } from '@lingui/react/macro'
import { Muted, Page, Panel } from '../../shell/Page'
import { usePlayer } from '../account/usePlayer'

export function MissionPage() {
  const { t } = useLingui()
  const player = usePlayer()
  return (
    <Page
      title={t`Missions`}
      lead={player.vip ? t`VIP level: ${{ level: player.vip.currentLevel }}` : undefined}
    >
      <Panel>
        <Muted>{t`There are no missions for you right now. New missions appear here.`}</Muted>
      </Panel>
    </Page>
  )
}
