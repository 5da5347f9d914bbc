import { loadStoredShapes } from '../stores/persist'

/**
 * For test setup files: the site's boot loads the stored values' schemas before any store is read when there is
 * a stored value (`prepareStoredValues`); tests, which write stored values as they go, load them first.
 */
export async function loadStoredSchemas(): Promise<void> {
  await loadStoredShapes()
}
