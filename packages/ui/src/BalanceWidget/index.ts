export { BalanceWidget, type BalanceWidgetProps } from './BalanceWidget'
export { balanceVariants } from './BalanceWidget.css'
