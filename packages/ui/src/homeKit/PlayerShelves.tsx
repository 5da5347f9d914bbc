import type { GameCardVariant } from '../GameCard/GameCard'
import type { GameSection, HomeProps } from '../template/types'
import { HomeShelf } from './sectionBlocks'

export interface PlayerShelvesProps {
  home: HomeProps
  /** The cards' look; the template's own (tile or poster) so the shelves suit its home. */
  variant?: GameCardVariant
  className?: string
}

/**
 * The signed-in player's own shelves (docs/product.md#home): recently played (docs/product.md#games) and
 * favourites, newest first, each a sideways shelf whose cards open the game. A shelf without games, and both
 * for visitors, render nothing.
 */
export function PlayerShelves({ home, variant = 'tile', className }: PlayerShelvesProps) {
  if (!home.session.signedIn) return null
  const shelf = (section: GameSection | undefined, icon: 'refresh' | 'heart') =>
    section && section.games.length > 0 ? (
      <HomeShelf home={home} section={section} variant={variant} icon={icon} className={className} />
    ) : null
  return (
    <>
      {shelf(home.recent, 'refresh')}
      {shelf(home.favourites, 'heart')}
    </>
  )
}
