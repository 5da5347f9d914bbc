import { defineConfig } from 'vitest/config'

/**
 * The audits: files that keep both cores busy on their own (each audits two pages at a time, or three), run one
 * after another once the journeys are done (docs/architecture.md#test-time).
 */
export const auditFiles = ['e2e/axe-*.e2e.test.ts', 'e2e/routes.e2e.test.ts']

const shared = {
  environment: 'node',
  testTimeout: 240_000,
  hookTimeout: 120_000,
  // A poll waits on the browser and the server, which share 2 cores with another file: vitest's 1 s default
  // fails a step that is merely slow. Playwright's own waits use the contexts' timeouts (20 s or more).
  expect: { poll: { timeout: 20_000 } },
} as const

/**
 * Browser tests against the production build (apps/api serving apps/site/dist), in Debian's Chromium. The journeys
 * run two files at a time: each waits on its server and browser for a third of its time, which the other file
 * fills. The audits follow, one file at a time.
 */
export default defineConfig({
  test: {
    globalSetup: ['e2e/globalSetup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'journeys',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: auditFiles,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'audits',
          include: auditFiles,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
