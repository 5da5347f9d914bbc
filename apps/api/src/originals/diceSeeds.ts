import type { DiceSeedState } from '@lobbykit/contract'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { diceSeeds } from '../db/schema'
import { hashServerSeed, newServerSeed } from './engines/dice'

/**
 * The provably fair seed pairs of Hash Dice (docs/product.md#originals): each player has one active pair per
 * game, made on first use; rotating retires it, revealing its server seed, and starts a new one.
 */

export type DiceSeedRow = typeof diceSeeds.$inferSelect

/** A client seed until the player chooses one: random, so no two players start alike. */
const defaultClientSeed = () => newServerSeed().slice(0, 16)

/**
 * The player's active pair for the game, made if there is none; `lock` holds it for the caller's
 * transaction (a round and a rotation of the same pair run one at a time).
 */
export async function activeSeed(
  tx: Db,
  who: { playerId: number; gameId: number },
  options: { lock?: boolean; now?: Date } = {},
): Promise<DiceSeedRow> {
  const find = () => {
    const query = tx
      .select()
      .from(diceSeeds)
      .where(
        and(
          eq(diceSeeds.playerId, who.playerId),
          eq(diceSeeds.gameId, who.gameId),
          eq(diceSeeds.active, true),
        ),
      )
    return options.lock ? query.for('update') : query
  }
  const [found] = await find()
  if (found) return found
  const serverSeed = newServerSeed()
  // Two first uses at once: the partial unique index keeps one pair, and both read it.
  await tx
    .insert(diceSeeds)
    .values({
      playerId: who.playerId,
      gameId: who.gameId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: defaultClientSeed(),
      ...(options.now ? { createdAt: options.now } : {}),
    })
    .onConflictDoNothing()
  const [made] = await find()
  if (!made) throw new Error(`No dice seed pair for player ${who.playerId}`)
  return made
}

/** The active pair as the game shows it, with the pair the last rotation revealed. */
export async function seedStateOf(
  db: Db,
  who: { playerId: number; gameId: number },
  active: DiceSeedRow,
): Promise<DiceSeedState> {
  const [previous] = await db
    .select()
    .from(diceSeeds)
    .where(
      and(
        eq(diceSeeds.playerId, who.playerId),
        eq(diceSeeds.gameId, who.gameId),
        eq(diceSeeds.active, false),
        isNotNull(diceSeeds.revealedAt),
      ),
    )
    .orderBy(desc(diceSeeds.revealedAt), desc(diceSeeds.id))
    .limit(1)
  return {
    server_seed_hash: active.serverSeedHash,
    client_seed: active.clientSeed,
    next_nonce: active.lastNonce + 1,
    previous: previous
      ? {
          server_seed: previous.serverSeed,
          server_seed_hash: previous.serverSeedHash,
          client_seed: previous.clientSeed,
          last_nonce: previous.lastNonce,
        }
      : null,
  }
}

/**
 * Sets a new client seed and/or rotates the pair: the old server seed is revealed and a new pair starts at
 * nonce 0, keeping the client seed unless a new one is given.
 */
export async function changeDiceSeed(
  db: Db,
  who: { playerId: number; gameId: number },
  change: { rotate: boolean; clientSeed?: string | undefined; now: Date },
): Promise<DiceSeedState> {
  return db.transaction(async (tx) => {
    const current = await activeSeed(tx, who, { lock: true, now: change.now })
    const clientSeed = change.clientSeed ?? current.clientSeed
    if (change.rotate) {
      await tx
        .update(diceSeeds)
        .set({ active: false, revealedAt: change.now })
        .where(eq(diceSeeds.id, current.id))
      const serverSeed = newServerSeed()
      await tx.insert(diceSeeds).values({
        playerId: who.playerId,
        gameId: who.gameId,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed,
        createdAt: change.now,
      })
    } else if (clientSeed !== current.clientSeed) {
      await tx.update(diceSeeds).set({ clientSeed }).where(eq(diceSeeds.id, current.id))
    }
    return seedStateOf(tx, who, await activeSeed(tx, who))
  })
}
