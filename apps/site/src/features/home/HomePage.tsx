import { useLingui } from '@lingui/react/macro'
import { getGames } from '@lobbykit/core/api/product/getGames'
import { getHotGames } from '@lobbykit/core/api/product/getHotGames'
import type { GameSection } from '@lobbykit/ui/template'
import { toTile } from '../../shell/games'
import { useRuntime } from '../../shell/runtime'
import { useTemplateProps } from '../../shell/templateProps'
import { useApiQuery } from '../../shell/useApiQuery'
import { useShell } from '../../shell/useShell'

const shelfSize = 12

/** The tenant's home page, composed by its template from hot games and the newest slots and live tables. */
export function HomePage() {
  const { t } = useLingui()
  const { templateModule } = useShell()
  const { site } = useRuntime()
  const props = useTemplateProps()
  const hot = useApiQuery(getHotGames, { ...site, game_type: '' })
  const slots = useApiQuery(getGames, { ...site, category: 'slot_game', page: 1, page_size: shelfSize })
  const live = useApiQuery(getGames, { ...site, category: 'casino', page: 1, page_size: shelfSize })
  const href = props.href
  const sections: GameSection[] = [
    { key: 'hot', title: t`Hot games`, games: hot.data?.value ?? [], href: href('/hot') },
    { key: 'slots', title: t`Slots`, games: slots.data?.value ?? [], href: href('/slots') },
    { key: 'live', title: t`Live casino`, games: live.data?.value ?? [], href: href('/casino') },
  ]
    .map((section) => ({ ...section, games: section.games.map((game) => toTile(game, props.favourites)) }))
    .filter((section) => section.games.length > 0)
  const Home = templateModule.Home
  return (
    <Home
      site={props.site}
      session={props.session}
      categories={props.categories}
      sections={sections}
      loading={hot.status === 'loading' || slots.status === 'loading'}
      actions={props.actions}
    />
  )
}
