import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort, startApi, stopApi } from './apiProcess'

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database the API migrated and seeded with the demo, closed again: each file starts on a copy. */
    seededDatabase: string
  }
}

/**
 * Seeds the demo once for the whole run (about 10 s of one core), instead of once per file: the API starts on an
 * empty embedded database, migrates and seeds it, and stops. Every file's product then opens a copy of it
 * (harness.ts), as fresh as its own seed would be.
 */
export default async function seedOnce(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-e2e-seeded-'))
  const api = await startApi(await freePort(), dataDir)
  await stopApi(api.child)
  project.provide('seededDatabase', dataDir)
  return () => rmSync(dataDir, { recursive: true, force: true })
}
