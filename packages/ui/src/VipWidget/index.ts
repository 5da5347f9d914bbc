export { capProgress, type VipSummary, VipWidget, type VipWidgetProps } from './VipWidget'
