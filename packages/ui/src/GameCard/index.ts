export { GameCard, type GameCardProps, GameCardSkeleton, type GameCardVariant } from './GameCard'
export { artAspect, gameCardVariants } from './GameCard.css'
