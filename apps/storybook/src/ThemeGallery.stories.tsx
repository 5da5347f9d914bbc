import { templateRegistry } from '@lobbykit/contract'
import { vars } from '@lobbykit/ui/theme'
import type { Meta, StoryObj } from '@storybook/react-vite'
import * as styles from './gallery.css'
import { hasTheme, loadThemeClass } from './themes'

const metas = import.meta.glob<{ meta?: { name?: string } }>('../../../packages/templates/*/src/meta.ts', {
  eager: true,
})

function templateName(id: string): string | undefined {
  return metas[`../../../packages/templates/${id}/src/meta.ts`]?.meta?.name
}

interface Cell {
  template: string
  code: string
  colour: string
  index: number
  className?: string
}

const swatchRoles = ['surface', 'surfaceRaised', 'text', 'brand', 'brandAccent', 'critical'] as const

function Sample({ cell }: { cell: Cell }) {
  const name = templateName(cell.template)
  return (
    <figure
      className={`${cell.className} ${styles.card}`}
      style={{ margin: 0 }}
      data-template={cell.template}
      data-colour={cell.colour}
    >
      <figcaption className={styles.caption}>
        <strong>{name ?? cell.template}</strong> · {cell.code}
        <br />
        <span className={styles.muted}>
          {cell.index + 1}. {cell.colour}
        </span>
      </figcaption>
      <div className={styles.swatches} role="img" aria-label={`Swatches of ${cell.colour}`}>
        {swatchRoles.map((role) => (
          <span
            key={role}
            className={styles.swatch}
            style={{ background: vars.color[role] }}
            data-role={role}
          />
        ))}
      </div>
      <div className={styles.mini} aria-hidden="true">
        <div className={styles.miniHeader}>
          <span>{name ?? cell.template}</span>
          <span className={styles.miniButton}>Join</span>
        </div>
        <div className={styles.miniHero}>Welcome bonus</div>
        <div className={styles.miniCards}>
          <span className={styles.miniCard} />
          <span className={styles.miniCard} />
          <span className={styles.miniCard} />
        </div>
        <span className={styles.miniAccent} style={{ justifySelf: 'start' }}>
          Play now
        </span>
      </div>
    </figure>
  )
}

const meta = {
  title: 'Preview/Theme gallery',
  parameters: { layout: 'fullscreen' },
  loaders: [
    async () => {
      const cells: Cell[] = []
      for (const entry of templateRegistry) {
        for (const [index, colour] of entry.colours.entries()) {
          const found = hasTheme(entry.id, colour)
          cells.push({
            template: entry.id,
            code: entry.code,
            colour,
            index,
            className: found ? (await loadThemeClass(entry.id, colour)).className : undefined,
          })
        }
      }
      return { cells }
    },
  ],
} satisfies Meta
export default meta

/** All 100 template x colour combinations: name, code, colour, swatches and a mini layout in that theme. */
export const AllCombinations: StoryObj<typeof meta> = {
  render: (_args, { loaded }) => {
    const cells = loaded.cells as Cell[]
    return (
      <div className={styles.page}>
        {templateRegistry.map((entry) => (
          <section key={entry.id} className={styles.group} aria-label={`${entry.id} ${entry.code}`}>
            <h2 className={styles.groupTitle}>
              {templateName(entry.id) ?? entry.id}{' '}
              <span className={styles.muted}>
                ({entry.id} · {entry.code})
              </span>
            </h2>
            <div className={styles.row}>
              {cells
                .filter((cell) => cell.template === entry.id)
                .map((cell) =>
                  cell.className ? (
                    <Sample key={cell.colour} cell={cell} />
                  ) : (
                    <p key={cell.colour} className={styles.missing}>
                      {cell.colour}: theme not built yet
                    </p>
                  ),
                )}
            </div>
          </section>
        ))}
      </div>
    )
  },
}
