export { formatCount, formatMoney } from './money'
