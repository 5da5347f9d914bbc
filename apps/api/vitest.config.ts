import { defineConfig } from 'vitest/config'

/**
 * The money tests: every file that checks the wallets against the ledger after its moves. With TEST_DATABASE_URL set,
 * the suite runs on PostgreSQL and these run once more on PGlite, so money holds on both databases
 * (docs/architecture.md#test-databases).
 */
export const moneyTests = [
  'src/cashier/money.test.ts',
  'src/providers/wallet.test.ts',
  'src/routes/{cashier,bonus,originals,minigame,missions,missionBonus,leaderboards,referral,vip}.test.ts',
]

const shared = {
  environment: 'node' as const,
  // One worker runs file after file without importing the app again for each: a fifth of the suite's time went to
  // imports. The files share no state but the database server's (each has its own database).
  isolate: false,
  setupFiles: ['src/testing/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

export default defineConfig({
  test: {
    globalSetup: ['src/testing/globalSetup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
          include: ['src/**/*.test.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: 'money on pglite',
                include: moneyTests,
                env: { TEST_DATABASE: 'pglite' },
              },
            },
          ]
        : []),
    ],
  },
})
