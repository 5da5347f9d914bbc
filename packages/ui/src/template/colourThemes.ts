/** A colour theme module: its default export is the class that applies the theme's tokens. */
export type ThemeModule = { default: string }

/** A template's colour themes by colour name, each loaded only when a tenant wears it. */
export type ThemeLoaders = Readonly<Record<string, () => Promise<ThemeModule>>>

/**
 * Names a template's lazy theme modules by colour: `./midnight-gold.css.ts` becomes `midnight-gold`. A
 * template passes `import.meta.glob('./*.css.ts')` from its `themes/` folder, so a new colour file needs no list.
 */
export function colourThemes(modules: Record<string, () => Promise<unknown>>): ThemeLoaders {
  return Object.fromEntries(
    Object.entries(modules).map(([path, load]) => [
      path.replace(/^.*\//, '').replace(/\.css\.ts$/, ''),
      load as () => Promise<ThemeModule>,
    ]),
  )
}
