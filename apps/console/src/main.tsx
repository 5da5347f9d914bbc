import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLanguage, storedLanguage } from './i18n/i18n'
import { router } from './router'
import { consoleTheme } from './shell/theme.css'

await activateLanguage(storedLanguage())
const root = document.getElementById('root')!
root.className = consoleTheme
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)
