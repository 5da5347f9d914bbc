import { currencyExponent } from '@lobbykit/contract'

/**
 * The smallest and largest stake of an originals round (docs/product.md#rounds), in minor units. The base is
 * 1 to 5,000 major units; currencies whose major unit is worth little are scaled up so a bet stays between
 * a few cents and a few thousand US dollars (1,000 to 5,000,000 VND), and the Chilean UF, worth tens of
 * dollars, is scaled down.
 */
const scaleByCurrency: Readonly<Record<string, number>> = {
  // about 1,000 to 10,000 to the US dollar
  VND: 1000,
  IDR: 1000,
  LAK: 1000,
  GNF: 1000,
  PYG: 1000,
  // about 1,000 to 5,000 to the US dollar
  KRW: 100,
  KHR: 100,
  MMK: 100,
  MNT: 100,
  UGX: 100,
  BIF: 100,
  RWF: 100,
  IQD: 100,
  CLP: 100,
  XAF: 100,
  XOF: 100,
  // about 100 to 500 to the US dollar
  JPY: 10,
  ISK: 10,
  KMF: 10,
  DJF: 10,
  XPF: 10,
  VUV: 10,
  LKR: 10,
  PKR: 10,
  // worth tens of US dollars
  CLF: 0.01,
}

export const baseMinMajor = 1
export const baseMaxMajor = 5000

export function stakeLimits(currency: string): { min: number; max: number } {
  const scale = (scaleByCurrency[currency.trim().toUpperCase()] ?? 1) * 10 ** currencyExponent(currency)
  return { min: Math.max(1, Math.round(baseMinMajor * scale)), max: Math.round(baseMaxMajor * scale) }
}
