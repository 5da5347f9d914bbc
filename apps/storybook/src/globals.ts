import { type TemplateId, templateById, templateIds } from '@lobbykit/contract'

/** Storybook toolbar globals driven by the template registry (template id and colour). */
export const globalTypes = {
  template: {
    description: 'Template (theme_code)',
    toolbar: {
      title: 'Template',
      icon: 'component',
      dynamicTitle: true,
      items: templateIds.map((id) => ({ value: id, title: `${id} · ${templateById(id).code}` })),
    },
  },
  colour: {
    description: 'Colour theme (1-5 of the template)',
    toolbar: {
      title: 'Colour',
      icon: 'paintbrush',
      dynamicTitle: true,
      items: [0, 1, 2, 3, 4].map((index) => ({ value: String(index), title: `Colour ${index + 1}` })),
    },
  },
} as const

export const initialGlobals = { template: 'template1', colour: '0' }

/** Resolves the toolbar's choice to a registry colour id, clamping anything unexpected to the first. */
export function chosenTheme(globals: Record<string, unknown>): { template: TemplateId; colour: string } {
  const id = (templateIds as readonly string[]).includes(String(globals.template))
    ? (globals.template as TemplateId)
    : 'template1'
  const colours = templateById(id).colours
  const index = Number(globals.colour)
  const colour = colours[Number.isInteger(index) && index >= 0 && index < 5 ? index : 0] ?? colours[0]
  return { template: id, colour }
}
