import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  addRegistryEntry,
  addSiteTemplate,
  addWorkspaceDependency,
  generate,
  nextTemplateId,
  parseArgs,
  registrationFiles,
  repoRoot,
  UsageError,
} from './new-template.mjs'
import { contrast } from './palette.mjs'

// Inside the repository (git-ignored), so Vite lets the generated package's tests read the shared setup.
const scratchRoot = join(repoRoot, 'tooling/template-generator/.scratch')
mkdirSync(scratchRoot, { recursive: true })
const scratch = mkdtempSync(join(scratchRoot, 'run-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Dependencies of template1, so a package generated outside the workspace resolves them. */
const templateModules = join(repoRoot, 'packages/templates/template1/node_modules')
const read = (path) => readFileSync(path, 'utf8')

/**
 * A stand-in repository: the four files the generator edits, and the contract package whole (its registry
 * is one of them), so the generated package can be type-checked and tested against the edited registry.
 */
function repoCopy(name) {
  const root = join(scratch, name)
  const contract = join(root, 'packages/contract')
  cpSync(join(repoRoot, 'packages/contract/src'), join(contract, 'src'), { recursive: true })
  cpSync(join(repoRoot, 'packages/contract/package.json'), join(contract, 'package.json'))
  symlinkSync(join(repoRoot, 'packages/contract/node_modules'), join(contract, 'node_modules'), 'dir')
  for (const rel of Object.values(registrationFiles).filter((rel) => !rel.startsWith('packages/contract'))) {
    mkdirSync(join(root, rel, '..'), { recursive: true })
    cpSync(join(repoRoot, rel), join(root, rel))
  }
  return root
}

/** The lines `after` adds to `before`, when it only inserts lines (fails when it changes or drops one). */
function insertedLines(before, after) {
  const old = before.split('\n')
  const added = []
  let i = 0
  for (const line of after.split('\n')) {
    if (i < old.length && line === old[i]) i++
    else added.push(line)
  }
  expect(i, 'every original line is kept, in order').toBe(old.length)
  return added
}

describe('new-template: command line', () => {
  it('parses the command line', () => {
    expect(parseArgs(['template22', 'casino10', '--name', 'Lagoon', '--force'])).toEqual({
      id: 'template22',
      code: 'casino10',
      name: 'Lagoon',
      force: true,
    })
    expect(parseArgs(['casino10', '--colours', 'a,b,c,d,e'])).toEqual({
      code: 'casino10',
      colours: 'a,b,c,d,e',
      force: false,
    })
    expect(parseArgs(['--help'])).toEqual({ help: true })
    expect(() => parseArgs(['template22'])).toThrow(UsageError)
    expect(() => parseArgs(['template22', 'casino10', '--colour', 'x'])).toThrow(/Unknown option/)
    expect(nextTemplateId(['template1', 'template21', 'template3'])).toBe('template22')
  })

  it('refuses ids, codes and colours the registry contradicts, writing nothing', async () => {
    const out = join(scratch, 'refused')
    const base = { out, colours: 'a-b,c-d,e-f,g-h,i-j' }
    await expect(generate({ ...base, id: 'tpl22', code: 'casino10' })).rejects.toThrow(/template22/)
    await expect(generate({ ...base, id: 'template5', code: 'slot1' })).rejects.toThrow(
      /casino5 in the registry/,
    )
    await expect(generate({ ...base, id: 'template22', code: 'slot1' })).rejects.toThrow(
      /belongs to template10/,
    )
    await expect(generate({ id: 'template22', code: 'casino10', out })).rejects.toThrow(/--colours/)
    await expect(generate({ ...base, code: 'casino10', colours: 'a-b,c-d,e-f,g-h' })).rejects.toThrow(
      /exactly five/,
    )
    await expect(generate({ ...base, code: 'casino10', colours: 'galaxy,b,c,d,e' })).rejects.toThrow(
      /already used by template17/,
    )
    expect(existsSync(out)).toBe(false)
  })
})

describe('new-template: registration edits', () => {
  const entry = {
    id: 'template22',
    code: 'casino10',
    family: 'casino',
    breakpoint: 1024,
    colours: ['a', 'b', 'c', 'd', 'e'],
  }

  it('adds the registry row and id, and refuses a second time unless forced', () => {
    const before = read(join(repoRoot, registrationFiles.registry))
    const after = addRegistryEntry(before, entry)
    expect(insertedLines(before, after)).toEqual([
      "  'template22',",
      "  ['template22', 'casino10', 'casino', 1024, ['a', 'b', 'c', 'd', 'e']],",
    ])
    expect(() => addRegistryEntry(after, entry)).toThrow(/already in the registry/)
    expect(addRegistryEntry(after, entry, { force: true })).toBe(after)
    expect(() => addRegistryEntry('export const x = 1\n', entry)).toThrow(/not found/)
  })

  it("adds the site's map entry", () => {
    const before = read(join(repoRoot, registrationFiles.siteTemplates))
    const after = addSiteTemplate(before, 'template22')
    expect(insertedLines(before, after)).toEqual([
      '  template22: {',
      "    load: () => import('@lobbykit/template22'),",
      "    themes: () => import('@lobbykit/template22/themes'),",
      '  },',
    ])
    expect(after.indexOf('template22:')).toBeGreaterThan(after.indexOf('template21:'))
    expect(() => addSiteTemplate(after, 'template22')).toThrow(/already/)
  })

  it('adds the dependency where it sorts, changing nothing else', () => {
    const before = read(join(repoRoot, registrationFiles.sitePackage))
    const after = addWorkspaceDependency(before, '@lobbykit/template22')
    expect(insertedLines(before, after)).toEqual(['    "@lobbykit/template22": "workspace:*",'])
    const keys = Object.keys(JSON.parse(after).dependencies)
    expect(keys).toEqual([...keys].sort())
    expect(() => addWorkspaceDependency(after, '@lobbykit/template22')).toThrow(/already depends/)
    expect(addWorkspaceDependency(after, '@lobbykit/template22', { force: true })).toBe(after)
  })
})

describe('new-template: a new template, end to end in a copy of the repository', () => {
  const root = repoCopy('repo')
  const out = join(scratch, 'template22')
  const originals = Object.fromEntries(
    Object.values(registrationFiles).map((rel) => [rel, read(join(root, rel))]),
  )
  const options = {
    code: 'casino10',
    name: "Lagoon's",
    colours: 'lagoon-blue,coral-reef,sand-bar,kelp-green,night-tide',
    root,
    out,
    register: true,
    install: false,
  }
  let result

  it('copies template1, renamed, with five AA palettes', async () => {
    result = await generate(options)
    expect(result.id).toBe('template22')
    expect(readdirSync(join(out, 'src/themes')).sort()).toEqual(
      ['coral-reef', 'index', 'kelp-green', 'lagoon-blue', 'night-tide', 'sand-bar'].map((c) =>
        c === 'index' ? 'index.ts' : `${c}.css.ts`,
      ),
    )
    const sourceFiles = readdirSync(join(repoRoot, 'packages/templates/template1/src')).map((f) =>
      f.replace('Template1', 'Template22'),
    )
    expect(readdirSync(join(out, 'src')).sort()).toEqual(sourceFiles.sort())
    for (const file of result.files) expect(read(file), file).not.toMatch(/casino1\b|Harbor/)
    expect(read(join(out, 'src/Template22.stories.tsx'))).toContain("title: 'Templates/template22'")
    expect(read(join(out, 'src/meta.ts'))).toContain("templateById('template22')")
    expect(read(join(out, 'src/meta.ts'))).toContain(`name: "Lagoon's"`)
    const pkg = JSON.parse(read(join(out, 'package.json')))
    expect(pkg).toMatchObject({
      name: '@lobbykit/template22',
      version: '0.1.0',
      lobbykit: { copiedFrom: 'template1' },
    })
    expect(pkg.description).toContain("casino10 (Lagoon's)")
    const theme = read(join(out, 'src/themes/sand-bar.css.ts'))
    const hex = (role) => theme.match(new RegExp(`  ${role}: '(#[0-9a-f]{6})'`))[1]
    expect(contrast(hex('text'), hex('surface'))).toBeGreaterThanOrEqual(4.5)
    expect(contrast(hex('textOnBrand'), hex('brand'))).toBeGreaterThanOrEqual(4.5)
  })

  it('registers it in the registry, the site map and both package.json files, and nowhere else', async () => {
    expect(result.edited.sort()).toEqual(Object.values(registrationFiles).sort())
    const registry = await import(`${pathToFileURL(join(root, registrationFiles.registry))}?after`)
    expect(registry.templateById('template22')).toMatchObject({
      code: 'casino10',
      family: 'casino',
      breakpoint: 1024,
      colours: ['lagoon-blue', 'coral-reef', 'sand-bar', 'kelp-green', 'night-tide'],
    })
    expect(registry.templateIds.at(-1)).toBe('template22')
    for (const rel of Object.values(registrationFiles)) {
      const added = insertedLines(originals[rel], read(join(root, rel)))
      expect(added.length, rel).toBeGreaterThan(0)
    }
    for (const rel of [registrationFiles.sitePackage, registrationFiles.storybookPackage]) {
      const deps = JSON.parse(read(join(root, rel))).dependencies
      expect(deps['@lobbykit/template22'], rel).toBe('workspace:*')
    }
  })

  it('refuses to run again on the same template without --force, and with it changes no registration', async () => {
    await expect(generate({ ...options, id: 'template22' })).rejects.toThrow(/already registered/)
    await expect(generate(options)).rejects.toThrow(/casino10 already belongs to template22/)
    const before = Object.values(registrationFiles).map((rel) => read(join(root, rel)))
    const again = await generate({ ...options, id: 'template22', force: true })
    expect(again.edited).toEqual([])
    expect(Object.values(registrationFiles).map((rel) => read(join(root, rel)))).toEqual(before)
  })

  it('is formatted and linted as the repository requires', () => {
    const biome = join(repoRoot, 'node_modules/.bin/biome')
    const edited = Object.values(registrationFiles).map((rel) => join(root, rel))
    expect(() =>
      execFileSync(biome, ['check', '--vcs-use-ignore-file=false', out, ...edited], {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    ).not.toThrow()
  })

  it('passes its own type check and tests against the edited registry', () => {
    symlinkSync(templateModules, join(out, 'node_modules'), 'dir')
    // The registry the package is checked against is the copy's: @lobbykit/contract points there, for the
    // package and for the ui sources it imports alike.
    const contract = join(root, 'packages/contract/src')
    writeFileSync(
      join(out, 'tsconfig.check.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: {
          paths: {
            '@lobbykit/contract': [`${contract}/index.ts`],
            '@lobbykit/contract/*': [`${contract}/*.ts`],
          },
        },
      }),
    )
    writeFileSync(
      join(out, 'vitest.check.config.ts'),
      `import { domConfig } from '@lobbykit/vitest-config/dom'
import { mergeConfig } from 'vitest/config'

export default mergeConfig(domConfig(), {
  resolve: {
    alias: [
      { find: /^@lobbykit\\/contract$/, replacement: ${JSON.stringify(`${contract}/index.ts`)} },
      { find: /^@lobbykit\\/contract\\/(.*)$/, replacement: ${JSON.stringify(`${contract}/$1.ts`)} },
    ],
  },
})
`,
    )
    const bin = join(templateModules, '.bin')
    const run = (command, args) =>
      execFileSync(join(bin, command), args, {
        cwd: out,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      })
    try {
      run('tsc', ['-p', 'tsconfig.check.json'])
    } catch (error) {
      throw new Error(`tsc failed:\n${error.stdout}${error.stderr}`)
    }
    let report
    try {
      report = run('vitest', ['run', '--config', 'vitest.check.config.ts', '--reporter=dot'])
    } catch (error) {
      throw new Error(`vitest failed:\n${error.stdout}${error.stderr}`)
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours from the report
    const plain = report.replace(/\u001b\[[0-9;]*m/g, '')
    expect(plain).toMatch(/Tests\s+(\d+) passed \(\1\)/)
  })
})
