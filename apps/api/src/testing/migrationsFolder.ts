import { fileURLToPath } from 'node:url'

/** drizzle-kit's migrations of the API (apps/api/drizzle). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))
