export * from './calls/startup'
export * from './categories'
export * from './common'
export * from './registry'
