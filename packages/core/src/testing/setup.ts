import { loadStoredSchemas } from './storedSchemas'

await loadStoredSchemas()
