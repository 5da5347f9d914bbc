export { GameShelf, type GameShelfProps } from './GameShelf'
