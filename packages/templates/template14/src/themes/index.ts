import { colourThemes } from '@lobbykit/ui/template'

export const themes = colourThemes(import.meta.glob('./*.css.ts'))
