import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { installSecrets } from '../db/schema'

/**
 * This installation's secrets (table install_secrets): made once by whichever instance needs one first, then
 * read by all, so every server over the same database agrees (the virtual fixtures of docs/product.md#originals
 * are drawn from `virtual_sports`). A secret never changes once made, so each instance keeps it in memory.
 */

const known = new WeakMap<Db, Map<string, Promise<string>>>()

async function readOrCreate(db: Db, name: string): Promise<string> {
  await db
    .insert(installSecrets)
    .values({ name, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db.select().from(installSecrets).where(eq(installSecrets.name, name))
  if (!row) throw new Error(`The install secret ${name} was not stored`)
  return row.secret
}

export function installSecret(db: Db, name: string): Promise<string> {
  let secrets = known.get(db)
  if (!secrets) {
    secrets = new Map()
    known.set(db, secrets)
  }
  let secret = secrets.get(name)
  if (!secret) {
    secret = readOrCreate(db, name)
    secrets.set(name, secret)
    // A failed read is not kept: the next call tries again.
    secret.catch(() => secrets.delete(name))
  }
  return secret
}

/** The secret the virtual sports fixtures are drawn from. */
export const virtualSportsSecret = (db: Db) => installSecret(db, 'virtual_sports')
