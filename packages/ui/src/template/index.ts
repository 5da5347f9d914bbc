export * from './colourThemes'
export * from './lazyPart'
export type * from './types'
