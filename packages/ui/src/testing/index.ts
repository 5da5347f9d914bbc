export * from './homeChecks'
export * from './layoutChecks'
export * from './lobbyChecks'
export { type ContractOptions, describeTemplateContract, type ThemeModules } from './templateContract'
