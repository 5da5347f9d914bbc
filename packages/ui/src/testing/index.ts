export { type ContractOptions, describeTemplateContract, type ThemeModules } from './templateContract'
