import * as z from 'zod/mini'
import { envelopeShape, multiplierSchema, siteShape, timestampSchema } from '../common'
import { sportsMarkets } from '../originals'

/**
 * The virtual sports' fixtures (docs/product.md#originals), apart from the games calls so a sportsbook's home
 * that shows them does not carry the rounds' schemas.
 */

// --- virtual fixtures ----------------------------------------------------------------------------------------

/** A name in each language code (EN, CN, VI, ...); EN is always present. */
export const localisedNameSchema = z.record(z.string(), z.string())
export type LocalisedName = z.infer<typeof localisedNameSchema>

export const sportsPickSchema = z.object({ pick: z.string(), odds: multiplierSchema })
export const fixtureSchema = z.object({
  fixture_id: z.string(),
  sport: z.enum(['football', 'horse_racing']),
  /** Bets close when the fixture starts. */
  starts_at: timestampSchema,
  /** The result is known and bets are settled when it ends. */
  ends_at: timestampSchema,
  status: z.enum(['open', 'running', 'finished']),
  /** Football: the two teams. Horse racing: empty. */
  home: localisedNameSchema,
  away: localisedNameSchema,
  /** Horse racing: the runners by number. Football: empty. */
  runners: z.array(z.object({ number: z.int(), name: localisedNameSchema })),
  markets: z.array(z.object({ market: z.enum(sportsMarkets), picks: z.array(sportsPickSchema) })),
  /** Once finished: football "2-1"; horse racing the finishing order "3,1,5,...". */
  result: z.nullable(z.string()),
})
export type Fixture = z.infer<typeof fixtureSchema>

/** A fixture whose names keep only `language` and English (EN is the fallback of every name). */
export function fixtureIn(fixture: Fixture, language: string): Fixture {
  const code = language.toUpperCase()
  const only = (name: LocalisedName): LocalisedName =>
    Object.fromEntries(Object.entries(name).filter(([key]) => key === 'EN' || key === code))
  return {
    ...fixture,
    home: only(fixture.home),
    away: only(fixture.away),
    runners: fixture.runners.map((runner) => ({ ...runner, name: only(runner.name) })),
  }
}

export const virtualFixturesRequestSchema = z.object({
  ...siteShape,
  /**
   * The language code the page shows (EN, VI, ...): every name comes in it and in English only, a third of
   * the answer a sportsbook's home carries and asks again every 30 s. All languages when absent.
   */
  language: z.optional(z.string().check(z.regex(/^[A-Za-z]{2,3}$/))),
})
export type VirtualFixturesRequest = z.infer<typeof virtualFixturesRequestSchema>
export const virtualFixturesResponseSchema = z.object({ ...envelopeShape, fixtures: z.array(fixtureSchema) })
export type VirtualFixturesResponse = z.infer<typeof virtualFixturesResponseSchema>
