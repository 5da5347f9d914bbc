import type { Decorator, Preview } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { chosenTheme, globalTypes, initialGlobals } from '../src/globals'

const themeModules = import.meta.glob<{ default: string }>(
  '../../../packages/templates/*/src/themes/*.css.ts',
)

function themePath(template: string, colour: string) {
  return `../../../packages/templates/${template}/src/themes/${colour}.css.ts`
}

const withTheme: Decorator = (Story, context) => {
  const { template, colour } = chosenTheme(context.globals)
  const [themeClass, setThemeClass] = useState<string>()
  useEffect(() => {
    const load =
      themeModules[themePath(template, colour)] ?? themeModules[themePath('template1', 'midnight-gold')]
    let live = true
    void load?.().then((module) => live && setThemeClass(module.default))
    return () => {
      live = false
    }
  }, [template, colour])
  if (!themeClass) return <div aria-busy="true" />
  return (
    <div className={themeClass} data-template={template} data-colour={colour} style={{ minHeight: '100vh' }}>
      <Story />
    </div>
  )
}

const preview: Preview = {
  globalTypes,
  initialGlobals,
  decorators: [withTheme],
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
}

export default preview
