export {
  AA_NON_TEXT,
  AA_TEXT,
  type ContrastFailure,
  type ContrastPair,
  checkThemeContrast,
  contrastPairs,
  contrastRatio,
  describeFailures,
  parseHex,
  relativeLuminance,
} from './contrast'
