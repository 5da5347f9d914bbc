// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { templateRegistry } from '@lobbykit/contract/registry'
import { describe, expect, it } from 'vitest'
import { templateLoaders, themeIndexLoaders } from '../src/shell/templateLoaders.gen'

describe('template loaders', () => {
  it('are generated from the current registry', () => {
    const script = fileURLToPath(new URL('./generate-template-loaders.mjs', import.meta.url))
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })

  it('load every registry template and a theme index for each', () => {
    expect(Object.keys(templateLoaders).sort()).toEqual(templateRegistry.map((t) => t.id).sort())
    expect(Object.keys(themeIndexLoaders).sort()).toEqual(templateRegistry.map((t) => t.id).sort())
  })
})
