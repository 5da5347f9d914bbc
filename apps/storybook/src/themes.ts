import { preloadParts, type TemplateModule } from '@lobbykit/ui/template'
import { chosenTheme } from './globals'

/** Every colour theme of every template package, loaded on demand (one CSS chunk per theme). */
const themeModules = import.meta.glob<{ default: string }>(
  '../../../packages/templates/*/src/themes/*.css.ts',
)

/** Every template package's entry; the Site preview imports the chosen one only. */
const templateModules = import.meta.glob<{ template?: TemplateModule }>(
  '../../../packages/templates/*/src/index.ts',
)

const themePath = (template: string, colour: string) =>
  `../../../packages/templates/${template}/src/themes/${colour}.css.ts`

export function hasTheme(template: string, colour: string): boolean {
  return themePath(template, colour) in themeModules
}

/** The class of a template x colour theme, or template1's first theme where that template is not built yet. */
export async function loadThemeClass(
  template: string,
  colour: string,
): Promise<{ className: string; found: boolean }> {
  const load = themeModules[themePath(template, colour)]
  if (load) return { className: (await load()).default, found: true }
  const fallback = themeModules[themePath('template1', 'midnight-gold')]
  return { className: fallback ? (await fallback()).default : '', found: false }
}

export async function loadTemplate(template: string): Promise<TemplateModule | undefined> {
  const load = templateModules[`../../../packages/templates/${template}/src/index.ts`]
  const module = load ? (await load()).template : undefined
  // Its home and lobby load with their first use, as on the site: the story renders them loaded.
  if (module) await preloadParts(module)
  return module
}

/** The template a story is shown in: its own `parameters.template`, else the toolbar's. */
export function storyTheme(globals: Record<string, unknown>, parameters: Record<string, unknown>) {
  const template = typeof parameters.template === 'string' ? parameters.template : globals.template
  return chosenTheme({ ...globals, template })
}
