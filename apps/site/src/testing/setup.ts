import { loadStoredSchemas } from '@lobbykit/core/testing/storedSchemas'

// As the boot does before the first store is read: the stored values' schemas are there.
await loadStoredSchemas()
