import { type TemplateEntry, type TemplateId, templateRegistry } from '@lobbykit/contract/registry'
import type { TemplateModule } from '@lobbykit/ui/template'
import { templates } from '../shell/templates'

export interface ChosenTheme {
  template: TemplateEntry
  colour: string
}

/** What the start-up screens wear when the tenant's own theme is unknown or start-up failed. */
export const fallbackTheme: ChosenTheme = {
  template: templateRegistry[0]!,
  colour: templateRegistry[0]!.colours[0]!,
}

/** Loads one colour theme of one template: the class that puts its colours on `<html>`. */
export async function themeClass(templateId: TemplateId, colour: string): Promise<string> {
  const { themes } = await templates[templateId].themes()
  const load = themes[colour]
  if (!load) throw new Error(`${templateId} has no colour theme ${colour}`)
  return (await load()).default
}

/** Loads one colour theme of one template and puts its class on `<html>`. */
export async function applyTheme(doc: Document, templateId: TemplateId, colour: string): Promise<void> {
  doc.documentElement.classList.add(await themeClass(templateId, colour))
}

/** Loads the tenant's template package (its module only; the theme loads beside it). */
export async function loadTemplate(templateId: TemplateId): Promise<TemplateModule> {
  return (await templates[templateId].load()).template
}
