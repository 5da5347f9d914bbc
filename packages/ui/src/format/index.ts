export { useClockZone } from './clockZone'
export { formatCount, formatMoney } from './money'
