export { WinnersFeed, type WinnersFeedProps } from './WinnersFeed'
