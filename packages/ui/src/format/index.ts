export { compareIsoTimes, useClockZone } from './clockZone'
export { formatCount, formatMoney } from './money'
export { useNumberLocale } from './useNumberLocale'
