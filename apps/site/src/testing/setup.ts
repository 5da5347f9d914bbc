import { loadStoredSchemas } from '@lobbykit/core/testing/storedSchemas'
import { configure } from '@testing-library/react'

// As the boot does before the first store is read: the stored values' schemas are there.
await loadStoredSchemas()

// A window's first render loads its chunks and answers; on a busy 2-core CI machine that passed the default
// second of `findBy…` and `waitFor` (the roulette window, once). What the tests assert stays the same.
configure({ asyncUtilTimeout: 4000 })
