export {
  channels,
  contrastRatio,
  isDark,
  mixHex,
  parseHex,
  type Rgb,
  relativeLuminance,
  toHex,
} from './color'
