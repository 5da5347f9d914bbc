import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { generate, parseArgs, repoRoot, UsageError } from './new-template.mjs'
import { contrast } from './palette.mjs'

// Inside the repository (git-ignored), so Vite lets the generated package's tests read the shared setup.
const scratchRoot = join(repoRoot, 'tooling/template-generator/.scratch')
mkdirSync(scratchRoot, { recursive: true })
const scratch = mkdtempSync(join(scratchRoot, 'run-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Dependencies of an existing template, so a package generated outside the workspace resolves them. */
const templateModules = join(repoRoot, 'packages/templates/template1/node_modules')

describe('new-template', () => {
  it('parses the command line', () => {
    expect(parseArgs(['template22', 'casino10', '--name', 'Lagoon', '--force'])).toEqual({
      id: 'template22',
      code: 'casino10',
      name: 'Lagoon',
      force: true,
    })
    expect(() => parseArgs(['template22'])).toThrow(UsageError)
    expect(() => parseArgs(['template22', 'casino10', '--colour', 'x'])).toThrow(/Unknown option/)
  })

  it('refuses ids, codes and colours the registry contradicts', async () => {
    const out = join(scratch, 'refused')
    await expect(generate({ id: 'tpl22', code: 'casino10', out })).rejects.toThrow(/template22/)
    await expect(generate({ id: 'template5', code: 'slot1', out })).rejects.toThrow(/casino5 in the registry/)
    await expect(generate({ id: 'template22', code: 'slot1', out })).rejects.toThrow(/belongs to template10/)
    await expect(generate({ id: 'template22', code: 'casino10', out })).rejects.toThrow(/--colours/)
    await expect(
      generate({ id: 'template22', code: 'casino10', colours: 'a-b,c-d,e-f,g-h', out }),
    ).rejects.toThrow(/exactly five/)
    expect(existsSync(out)).toBe(false)
  })

  it('writes a new template with five AA palettes and prints its registry row', async () => {
    const out = join(scratch, 'template22')
    const { files, registryRow } = await generate({
      id: 'template22',
      code: 'casino10',
      name: "Lagoon's",
      colours: 'lagoon-blue,coral-reef,sand-bar,kelp-green,night-tide',
      out,
    })
    expect(registryRow).toBe(
      "  ['template22', 'casino10', 'casino', 1024, ['lagoon-blue', 'coral-reef', 'sand-bar', 'kelp-green', 'night-tide']],",
    )
    expect(readdirSync(join(out, 'src/themes')).sort()).toEqual(
      ['coral-reef', 'kelp-green', 'lagoon-blue', 'night-tide', 'sand-bar'].map((c) => `${c}.css.ts`),
    )
    expect(files.some((f) => f.endsWith('Template22.stories.tsx'))).toBe(true)
    for (const file of files) expect(readFileSync(file, 'utf8')).not.toMatch(/__[A-Z_]+__/)
    // lingui names a placeholder after a plain variable (`${name}`) or a label (`${{ name: expr }}`); any other
    // expression becomes `{0}` for translators, and the site's catalogue test refuses such messages.
    for (const file of files.filter((f) => f.endsWith('.tsx'))) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/\bt`[^`]*\$\{(?!\{|[A-Za-z_$][\w$]*\})/)
    }
    expect(readFileSync(join(out, 'src/meta.ts'), 'utf8')).toContain("name: 'Lagoon\\'s'")
    expect(readFileSync(join(out, 'src/tokens.ts'), 'utf8')).toContain("casino10 (Lagoon's)")
    const pkg = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8'))
    expect(pkg.name).toBe('@lobbykit/template22')
    const theme = readFileSync(join(out, 'src/themes/sand-bar.css.ts'), 'utf8')
    const hex = (role) => theme.match(new RegExp(`  ${role}: '(#[0-9a-f]{6})'`))[1]
    expect(contrast(hex('text'), hex('surface'))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(hex('textOnBrand'), hex('brand'))).toBeGreaterThanOrEqual(4.5)
    await expect(generate({ id: 'template22', code: 'casino10', colours: 'a,b,c,d,e', out })).rejects.toThrow(
      /not empty/,
    )
  })

  it('scaffolds a registry template that passes its own type check and tests', async () => {
    const out = join(scratch, 'template3')
    const { registryRow } = await generate({ id: 'template3', code: 'casino3', name: 'Riviera', out })
    expect(registryRow).toBeUndefined()
    symlinkSync(templateModules, join(out, 'node_modules'), 'dir')
    const bin = join(templateModules, '.bin')
    const run = (command, args) =>
      execFileSync(join(bin, command), args, {
        cwd: out,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      })
    expect(() => run('tsc', ['-p', 'tsconfig.json'])).not.toThrow()
    const report = run('vitest', ['run', '--reporter=dot'])
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours from the report
    expect(report.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Tests\s+22 passed \(22\)/)
  })
})
