import { domConfig } from '@lobbykit/vitest-config/dom'
import { mergeConfig } from 'vitest/config'

// One jsdom per worker, not one per file: building it was four fifths of the suite's time (docs/architecture.md#tests).
export default mergeConfig(domConfig(), { test: { isolate: false } })
