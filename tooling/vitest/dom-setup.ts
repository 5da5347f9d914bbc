import '@testing-library/jest-dom/vitest'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type * as Rtl from '@testing-library/react'
import { cleanup } from '@testing-library/react'
import { createElement, type JSXElementConstructor, type ReactNode } from 'react'
import { afterEach, vi } from 'vitest'

// Components read their texts through lingui: tests see the English source texts.
i18n.loadAndActivate({ locale: 'en', messages: {} })

type Wrapper = JSXElementConstructor<{ children: ReactNode }>

/** Wraps a test's own wrapper (if any) in the I18nProvider that `useLingui` needs, as the site's root does. */
function withI18n(Inner?: Wrapper): Wrapper {
  return ({ children }) =>
    createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children)
}

// Every render in every test gets the provider, so a test never has to remember it.
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof Rtl>()
  return {
    ...rtl,
    render: ((ui: ReactNode, options?: Rtl.RenderOptions) =>
      rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper as Wrapper) })) as typeof rtl.render,
    renderHook: ((hook, options) =>
      rtl.renderHook(hook, {
        ...options,
        wrapper: withI18n(options?.wrapper as Wrapper),
      })) as typeof rtl.renderHook,
  }
})

// Testing Library cleans up by itself only when vitest globals are on; ours are off.
afterEach(() => cleanup())
