import pg from 'pg'

/**
 * The key of the migration lock (docs/deploy.md#migrations): the bytes of `LKMI` (LobbyKit migrations). Fixed, so
 * every instance and every `pnpm migrate` of one database takes the same lock.
 */
export const migrationLockKey = 0x4c_4b_4d_49

/**
 * Runs `work` while this process holds PostgreSQL's session advisory lock `key`, taken on a connection of its
 * own (not one of the pool's, which `work` uses); another holder makes it wait. The lock goes with the
 * connection: unlocked after `work`, and by the server if the process dies first.
 */
export async function withAdvisoryLock<T>(connectionString: string, key: number, work: () => Promise<T>) {
  const client = new pg.Client({ connectionString })
  // A lock connection the server ends (restart, failover) must not crash the process with an unheard `error`
  // event; its lock ends with it.
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [key])
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {})
    }
  } finally {
    await client.end().catch(() => {})
  }
}
