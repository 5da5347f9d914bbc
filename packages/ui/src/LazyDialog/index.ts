export { dialogPreloadDelayMs, LazyDialog } from './LazyDialog'
