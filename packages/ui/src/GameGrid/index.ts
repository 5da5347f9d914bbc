export { GameGrid, type GameGridProps } from './GameGrid'
export { useWindowRows, type WindowRows, type WindowRowsOptions } from './useWindowRows'
