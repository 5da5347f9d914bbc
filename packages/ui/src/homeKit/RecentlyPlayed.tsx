import type { GameCardVariant } from '../GameCard/GameCard'
import type { HomeProps } from '../template/types'
import { HomeShelf } from './sectionBlocks'

export interface RecentlyPlayedProps {
  home: HomeProps
  /** The cards' look; the template's own (tile or poster) so the shelf suits its home. */
  variant?: GameCardVariant
  className?: string
}

/**
 * The signed-in player's recently played games (docs/product.md#games), newest first, as one sideways
 * shelf whose cards reopen the game. Nothing at all for visitors or when the list is empty.
 */
export function RecentlyPlayed({ home, variant = 'tile', className }: RecentlyPlayedProps) {
  const recent = home.recent
  if (!home.session.signedIn || !recent || recent.games.length === 0) return null
  return <HomeShelf home={home} section={recent} variant={variant} icon="refresh" className={className} />
}
