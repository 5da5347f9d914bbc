import { i18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { I18nProvider } from '@lingui/react'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { globalTypes, initialGlobals } from '../src/globals'
import { loadThemeClass, storyTheme } from '../src/themes'
import '../src/preview.css'

// Stories show the English source texts of ui and templates (the site loads the compiled catalogues). The
// build keeps each message's source text; the compiler fills its placeholders (`Play {0}`), which
// production lingui leaves to precompiled catalogues.
i18n.setMessagesCompiler(compileMessage)
i18n.loadAndActivate({ locale: 'en', messages: {} })

/** Loads the chosen theme's CSS before the story renders, so no story paints unthemed. */
const themeLoader: Loader = async (context) => {
  const { template, colour } = storyTheme(context.globals, context.parameters)
  const { className, found } = await loadThemeClass(template, colour)
  return { themeClass: className, themeFound: found }
}

let bodyThemeClass = ''

const withTheme: Decorator = (Story, context) => {
  const { template, colour } = storyTheme(context.globals, context.parameters)
  const themeClass = String(context.loaded.themeClass ?? '')
  // The page behind the story takes the theme too, so a short story never sits on white. Only our class
  // changes: Storybook keeps its own classes on body (layout padding, error display).
  if (bodyThemeClass !== themeClass) {
    if (bodyThemeClass) document.body.classList.remove(...bodyThemeClass.split(' '))
    if (themeClass) document.body.classList.add(...themeClass.split(' '))
    bodyThemeClass = themeClass
  }
  return (
    <div
      className={themeClass}
      data-template={template}
      data-colour={colour}
      data-theme-found={String(context.loaded.themeFound)}
      style={{ minHeight: context.parameters.layout === 'fullscreen' ? '100vh' : undefined }}
    >
      <I18nProvider i18n={i18n}>
        <Story />
      </I18nProvider>
    </div>
  )
}

const preview: Preview = {
  globalTypes,
  initialGlobals,
  loaders: [themeLoader],
  decorators: [withTheme],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    options: {
      // The sidebar: Preview and Templates first, then the rest; titles compare with numeric collation, so
      // template2 comes before template10. Stories of one file keep the file's order. Storybook reads this
      // function out of the file and evaluates it on its own when it builds the index: keep it inline,
      // self-contained and free of type annotations.
      storySort: (a, b) => {
        const group = (title) => {
          const first = ['Preview', 'Templates'].indexOf(title.split('/')[0].trim())
          return first === -1 ? 2 : first
        }
        return (
          group(a.title) - group(b.title) ||
          a.title.localeCompare(b.title, 'en', { numeric: true, sensitivity: 'base' })
        )
      },
    },
    viewport: {
      options: {
        mobile: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
}

export default preview
