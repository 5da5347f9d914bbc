import { type TemplateId, templateById, templateIds, templateRegistry } from '@lobbykit/contract'

/** A registry colour id as people say it: `midnight-gold` is "Midnight Gold". */
export function colourName(colour: string): string {
  return colour
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * Storybook toolbar globals driven by the template registry (template id and colour). The colour toolbar
 * lists every template's five colours by name, its template and position beside each; the value is the
 * registry colour id. The toolbar cannot narrow its list to the template on screen, so a colour of another
 * template applies that position of the template shown (see chosenTheme).
 */
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
    description: 'Colour theme (one of the five of the template)',
    toolbar: {
      title: 'Colour',
      icon: 'paintbrush',
      dynamicTitle: true,
      items: templateRegistry.flatMap((entry) =>
        entry.colours.map((colour, index) => ({
          value: colour,
          title: colourName(colour),
          right: `${entry.id} · ${index + 1}`,
        })),
      ),
    },
  },
} as const

/** The colour starts as a position, 0: the first colour of whichever template is shown. */
export const initialGlobals = { template: 'template1', colour: '0' }

/**
 * Resolves the toolbar's choice to a registry colour id. The colour global is a colour id (the toolbar's
 * items) or a position 0-4 (URLs such as `globals=colour:1`, the visual test). A colour id of another
 * template stands for its position; anything unexpected is the template's first colour.
 */
export function chosenTheme(globals: Record<string, unknown>): { template: TemplateId; colour: string } {
  const id = (templateIds as readonly string[]).includes(String(globals.template))
    ? (globals.template as TemplateId)
    : 'template1'
  const colours = templateById(id).colours
  const chosen = String(globals.colour)
  const owner = templateRegistry.find((entry) => entry.colours.includes(chosen))
  const index = owner ? owner.colours.indexOf(chosen) : Number(chosen)
  const colour = colours[Number.isInteger(index) && index >= 0 && index < 5 ? index : 0] ?? colours[0]
  return { template: id, colour }
}
