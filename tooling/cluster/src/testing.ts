import { afterAll, beforeAll } from 'vitest'
import { type Cluster, type ClusterOptions, startCluster } from './cluster'

/**
 * The cluster tests need a PostgreSQL server (TEST_DATABASE_URL, which scripts/test.sh sets): without one they
 * cannot run at all, and say so. Anything else missing (the builds, HAProxy, PostgreSQL's binaries) fails them.
 */
export const withoutDatabase = !process.env.TEST_DATABASE_URL
if (withoutDatabase)
  console.warn(
    '@lobbykit/cluster: TEST_DATABASE_URL is not set, so the cluster tests are skipped (bash scripts/test.sh sets it; or point it at a PostgreSQL server)',
  )

/** Starts a cluster before a file's tests and stops everything it started after them, whatever happened. */
export function clusterPerFile(options: ClusterOptions): { cluster: Cluster } {
  const env = {} as { cluster: Cluster }
  beforeAll(async () => {
    if (withoutDatabase) return
    env.cluster = await startCluster(options)
  })
  afterAll(async () => {
    await env.cluster?.stop()
  })
  return env
}
