export * from './colourThemes'
export type * from './types'
