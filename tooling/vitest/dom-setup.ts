import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Components read their texts through lingui: tests see the English source texts.
i18n.loadAndActivate({ locale: 'en', messages: {} })

// Testing Library cleans up by itself only when vitest globals are on; ours are off.
afterEach(() => cleanup())
