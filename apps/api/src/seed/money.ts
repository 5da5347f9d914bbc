import { currencyExponent } from '@lobbykit/contract'

/**
 * The demo's amounts are written in PHP centavos (₱200 is 20,000). Other currencies get amounts of about the
 * same worth in their own minor units (docs/architecture.md#money): VND has no minor unit, so ₱200 becomes
 * 100,000 ₫ (not 20,000 read as 200.00), and dollars and ringgit are worth about ten times a peso.
 */
const demoScale: Readonly<Record<string, { times: number; per: number }>> = {
  PHP: { times: 1, per: 1 },
  NPR: { times: 1, per: 1 },
  USD: { times: 1, per: 10 },
  MYR: { times: 1, per: 10 },
  VND: { times: 5, per: 1 },
}

/** A demo amount given in PHP centavos, in minor units of `currency`; never below 1. */
export function demoAmount(currency: string, phpCentavos: number): number {
  const scale = demoScale[currency.toUpperCase()] ?? {
    // Unknown currencies: the same major amount in the currency's own exponent.
    times: 10 ** currencyExponent(currency),
    per: 100,
  }
  return Math.max(1, Math.round((phpCentavos * scale.times) / scale.per))
}
