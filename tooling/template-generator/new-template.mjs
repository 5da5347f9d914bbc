#!/usr/bin/env node
/**
 * Scaffolds a template package by copying packages/templates/template1 at run time (its src, package.json,
 * tsconfig and vitest config), renamed, with five fresh AA colour themes; then registers it everywhere a
 * template is listed by hand and runs `pnpm install` and `pnpm i18n:extract`.
 *
 *   pnpm new-template casino10 --colours a,b,c,d,e [--name Lagoon] [--description "..."]
 *   pnpm new-template template22 casino10 --colours a,b,c,d,e [--breakpoint 1200] [--force]
 *   pnpm new-template template3 casino3 --out /tmp/x     (a scratch copy: registers and installs nothing)
 *
 * docs/adding-a-template.md describes the flow.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildPalette, starterSeeds } from './palette.mjs'

const here = dirname(fileURLToPath(import.meta.url))
export const repoRoot = resolve(here, '../..')

/** The template every new one starts as (packages/templates/template1): its id and its code. */
export const sourceTemplate = { id: 'template1', code: 'casino1' }

/** What of the source package is copied; everything else (node_modules, dist, .turbo, CHANGELOG.md) is not. */
export const copiedEntries = ['package.json', 'tsconfig.json', 'vitest.config.ts', 'src']

/** The files outside the package that list every template by hand, relative to the repository root. */
export const registrationFiles = {
  registry: 'packages/contract/src/registry.ts',
  siteTemplates: 'apps/site/src/shell/templates.ts',
  sitePackage: 'apps/site/package.json',
  storybookPackage: 'apps/storybook/package.json',
}

const idPattern = /^template\d+$/
const codePattern = /^(casino|slot|sportsbook)\d+$/
const colourPattern = /^[a-z]+(-[a-z]+)*$/
const namePattern = /^[\p{L}\p{N}][\p{L}\p{N} '&.-]*$/u

export class UsageError extends Error {}

export const usage = `Usage: pnpm new-template [templateN] <code> --colours a,b,c,d,e [options]

  <code>               casinoN, slotN or sportsbookN (the tenant's theme_code)
  templateN            the package id; default: one above the highest registered
  --colours a,b,c,d,e  five lowercase kebab-case colour ids (a registered id keeps its own)
  --name Lagoon        the design name (default: from the code, "Casino 10")
  --description "..."  one sentence on what makes it look like itself
  --breakpoint 1024    the desktop breakpoint in px (docs/product.md#template-breakpoints)
  --out dir            write the package there and register nothing (a scratch copy)
  --force              overwrite an existing package and keep existing registrations

Copies packages/templates/template1, renamed, with five new colour themes; adds the template to the
registry, the site's template map and the site's and Storybook's dependencies; runs pnpm install and
pnpm i18n:extract. Then: bash scripts/test.sh, and docs/adding-a-template.md.`

/** Parses argv (without node and script) into options; throws UsageError on anything unexpected. */
export function parseArgs(argv) {
  const positional = []
  const options = { force: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--force') options.force = true
    else if (arg === '--help' || arg === '-h') options.help = true
    else if (['--name', '--description', '--colours', '--out', '--breakpoint'].includes(arg)) {
      const value = argv[++i]
      if (value === undefined) throw new UsageError(`${arg} needs a value`)
      options[arg.slice(2)] = value
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}`)
    else positional.push(arg)
  }
  if (options.help) return { help: true }
  if (positional.length === 1 && !idPattern.test(positional[0])) return { code: positional[0], ...options }
  if (positional.length !== 2) throw new UsageError(usage)
  const [id, code] = positional
  return { id, code, ...options }
}

const pascal = (id) => id[0].toUpperCase() + id.slice(1)
/** A single-quoted JavaScript string literal. */
const literal = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const templateNumber = (id) => Number(id.replace(/^template/, ''))

/** The next free id: one above the highest registered. */
export function nextTemplateId(ids) {
  return `template${Math.max(0, ...ids.map(templateNumber)) + 1}`
}

// ---------------------------------------------------------------------------------------------------------
// Copying template1

/** A quoted string property of meta.ts (`name: 'Harbor'`), or undefined. */
function metaString(text, key) {
  const match = text.match(new RegExp(`\\b${key}:\\s*(['"\`])((?:(?!\\1)[^\\\\]|\\\\.)*)\\1`))
  return match && { whole: match[0], value: match[2].replace(/\\(.)/g, '$1') }
}

/**
 * The rename rules, applied in this order to every copied file's text and path:
 * `Template1` (component and stories names) -> `Template22`; `template1` (id, package name, story title) ->
 * `template22`; `casino1` -> the code; the design name of template1's meta.ts (`Harbor`) -> the new name.
 * Whole words only: template10 and casino12 stay as they are.
 */
export function renameRules(source, target) {
  return [
    [new RegExp(`\\b${pascal(source.id)}\\b`, 'g'), pascal(target.id)],
    [new RegExp(`\\b${source.id}\\b`, 'g'), target.id],
    [new RegExp(`\\b${source.code}\\b`, 'g'), target.code],
    [new RegExp(`\\b${escapeRegExp(source.name)}\\b`, 'g'), target.name],
  ]
}

const applyRules = (rules, text) =>
  rules.reduce((out, [pattern, value]) => out.replace(pattern, () => value), text)

/** Mentions of the source template a renamed file must not keep (looser than the rules, to catch misses). */
function leftovers(text, source) {
  const pattern = new RegExp(
    `${source.id}(?!\\d)|${source.code}(?!\\d)|${source.colours.map(escapeRegExp).join('|')}`,
    'gi',
  )
  return [...new Set(text.match(pattern) ?? [])]
}

function themeFile(colour, palette) {
  const lines = Object.entries(palette)
    .map(([role, hex]) => `  ${role}: '${hex}',`)
    .join('\n')
  return `import { makeTheme } from '@lobbykit/ui/theme'
import { type Palette, tokens } from '../tokens'

export const palette: Palette = {
${lines}
}

export default makeTheme(tokens(palette), '${colour}')
`
}

/** Files under `dir`, relative to it; colour theme files and test output left out. */
function listSourceFiles(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    const rel = prefix ? `${prefix}/${name}` : name
    if (statSync(path).isDirectory())
      return ['node_modules', '__snapshots__', 'dist'].includes(name) ? [] : listSourceFiles(path, rel)
    return /^src\/themes\/[^/]+\.css\.ts$/.test(rel) ? [] : [rel]
  })
}

/** Formats `text` as Biome would format the file `path` (repository config), through stdin. */
export function biomeFormat(text, path) {
  const bin = join(repoRoot, 'node_modules/.bin/biome')
  const run = spawnSync(bin, ['format', `--stdin-file-path=${path}`], {
    cwd: repoRoot,
    input: text,
    encoding: 'utf8',
  })
  if (run.error || run.status !== 0) {
    throw new Error(`biome could not format ${path}: ${run.error?.message ?? run.stderr}`)
  }
  return run.stdout
}

/** Formats files in place, in one Biome run (repository config, wherever the files are). */
export function biomeFormatFiles(paths) {
  const bin = join(repoRoot, 'node_modules/.bin/biome')
  const run = spawnSync(bin, ['format', '--write', '--vcs-use-ignore-file=false', ...paths], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
  if (run.error || run.status !== 0) {
    throw new Error(`biome could not format ${paths.join(' ')}: ${run.error?.message ?? run.stderr}`)
  }
}

/**
 * The files of the new package, as { path: text }: template1's files renamed, its five themes replaced by
 * five generated palettes, meta.ts's description replaced, package.json at version 0.1.0 with a
 * `lobbykit.copiedFrom` marker (the Storybook layout check reads it).
 */
export function copyTemplate({ sourceDir, source, target, colours, tsconfigBase }) {
  const metaText = readFileSync(join(sourceDir, 'src/meta.ts'), 'utf8')
  const sourceName = metaString(metaText, 'name')
  if (!sourceName)
    throw new Error(`No \`name: '...'\` in ${join(sourceDir, 'src/meta.ts')}: update renameRules`)
  const from = { ...source, name: sourceName.value }
  const rules = renameRules(from, target)

  const files = {}
  for (const entry of copiedEntries) {
    const path = join(sourceDir, entry)
    if (!existsSync(path)) throw new Error(`${path} is missing: update copiedEntries in new-template.mjs`)
  }
  for (const rel of copiedEntries.flatMap((entry) =>
    statSync(join(sourceDir, entry)).isDirectory() ? listSourceFiles(join(sourceDir, entry), entry) : [entry],
  )) {
    let text = readFileSync(join(sourceDir, rel), 'utf8')
    if (rel === 'src/meta.ts') {
      text = text.replace(sourceName.whole, () => `name: ${literal(target.name)}`)
      const description = metaString(text, 'description')
      if (!description) throw new Error(`No \`description: '...'\` in ${rel}: update new-template.mjs`)
      text = text.replace(description.whole, () => `description: ${literal(target.description)}`)
    }
    files[applyRules(rules, rel)] = applyRules(rules, text)
  }

  for (const [rel, text] of Object.entries(files)) {
    const left = [...leftovers(rel, from), ...leftovers(text, from)]
    if (left.length > 0) {
      throw new Error(
        `${rel} still mentions ${left.join(', ')} after renaming ${source.id}: add a rule to renameRules`,
      )
    }
  }

  const pkg = JSON.parse(files['package.json'])
  if (pkg.name !== `@lobbykit/${target.id}`) throw new Error(`package.json is named ${pkg.name}`)
  pkg.version = '0.1.0'
  pkg.lobbykit = { ...pkg.lobbykit, copiedFrom: source.id }
  files['package.json'] = `${JSON.stringify(pkg, null, 2)}\n`
  files['tsconfig.json'] = files['tsconfig.json'].replace(
    /("extends":\s*")[^"]*(")/,
    (_, open, close) => `${open}${tsconfigBase}${close}`,
  )
  colours.forEach((colour, index) => {
    files[`src/themes/${colour}.css.ts`] = themeFile(colour, buildPalette(starterSeeds[index]))
  })
  return files
}

// ---------------------------------------------------------------------------------------------------------
// Registering: small text edits, each refusing (or, with force, skipping) what is already there

/** Adds the id to `templateIds` and its row to `rows` in packages/contract/src/registry.ts. */
export function addRegistryEntry(text, { id, code, family, breakpoint, colours }, { force = false } = {}) {
  const ids = text.match(/(export const templateIds = \[\n)([\s\S]*?)(\] as const)/)
  const rows = text.match(/(const rows: readonly Row\[\] = \[\n)([\s\S]*?\n)(\]\n)/)
  if (!ids || !rows)
    throw new Error('registry.ts: `templateIds` or `rows` not found; update addRegistryEntry')
  const hasId = new RegExp(`'${id}'`).test(ids[2])
  const hasRow = new RegExp(`'${id}'`).test(rows[2])
  if ((hasId || hasRow) && !force) throw new UsageError(`${id} is already in the registry (--force keeps it)`)
  let out = text
  if (!hasRow) {
    const row = `  ['${id}', '${code}', '${family}', ${breakpoint}, [${colours.map((c) => `'${c}'`).join(', ')}]],\n`
    out = out.replace(rows[0], () => `${rows[1]}${rows[2]}${row}${rows[3]}`)
  }
  if (!hasId) out = out.replace(ids[0], () => `${ids[1]}${ids[2]}  '${id}',\n${ids[3]}`)
  return out
}

/** Adds the template's loaders to the site's typed map (apps/site/src/shell/templates.ts). */
export function addSiteTemplate(text, id, { force = false } = {}) {
  const end = '} satisfies Record<TemplateId, TemplatePackage>'
  if (!text.includes(end)) throw new Error(`templates.ts: \`${end}\` not found; update addSiteTemplate`)
  if (new RegExp(`^  ${id}: \\{`, 'm').test(text)) {
    if (force) return text
    throw new UsageError(`${id} is already in the site's template map (--force keeps it)`)
  }
  const entry = `  ${id}: {
    load: () => import('@lobbykit/${id}'),
    themes: () => import('@lobbykit/${id}/themes'),
  },
`
  return text.replace(end, () => `${entry}${end}`)
}

/** Adds `"<name>": "workspace:*"` to a package.json's dependencies, where it sorts among the others. */
export function addWorkspaceDependency(text, name, { force = false } = {}) {
  const pkg = JSON.parse(text)
  const deps = pkg.dependencies ?? {}
  if (name in deps) {
    if (force) return text
    throw new UsageError(`${pkg.name} already depends on ${name} (--force keeps it)`)
  }
  const keys = Object.keys(deps)
  const at = keys.findIndex((key) => key > name)
  keys.splice(at === -1 ? keys.length : at, 0, name)
  pkg.dependencies = Object.fromEntries(keys.map((key) => [key, key === name ? 'workspace:*' : deps[key]]))
  return `${JSON.stringify(pkg, null, 2)}\n`
}

/** The new texts of the four registration files under `root`, as { relative path: text }. */
export function registrationEdits(root, entry, { force = false } = {}) {
  const read = (rel) => readFileSync(join(root, rel), 'utf8')
  const name = `@lobbykit/${entry.id}`
  const edits = {
    [registrationFiles.registry]: addRegistryEntry(read(registrationFiles.registry), entry, { force }),
    [registrationFiles.siteTemplates]: addSiteTemplate(read(registrationFiles.siteTemplates), entry.id, {
      force,
    }),
    [registrationFiles.sitePackage]: addWorkspaceDependency(read(registrationFiles.sitePackage), name, {
      force,
    }),
    [registrationFiles.storybookPackage]: addWorkspaceDependency(
      read(registrationFiles.storybookPackage),
      name,
      {
        force,
      },
    ),
  }
  return Object.fromEntries(Object.entries(edits).map(([rel, text]) => [rel, biomeFormat(text, rel)]))
}

// ---------------------------------------------------------------------------------------------------------

async function loadRegistry(root) {
  const url = pathToFileURL(join(root, registrationFiles.registry))
  url.searchParams.set('read', String(Date.now()))
  return import(url.href)
}

function run(command, args, cwd) {
  console.log(`\n» ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.error || result.status !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed; fix it and run it again in ${cwd}`)
  }
}

/**
 * Writes the package and, with `register`, the registration edits under `root`; with `install`, runs
 * `pnpm install` (updating the lockfile) and `pnpm i18n:extract` there. Returns { id, dir, files, edited }.
 * The command line registers and installs unless it is given --out; the test registers into a copy.
 */
export async function generate({
  id,
  code,
  name,
  description,
  colours,
  breakpoint,
  out,
  force = false,
  root = repoRoot,
  register = out === undefined,
  install = register && root === repoRoot,
}) {
  if (!codePattern.test(code ?? ''))
    throw new UsageError(`Code must be casinoN, slotN or sportsbookN, got "${code}"`)
  const { templateRegistry } = await loadRegistry(root)
  id ??= nextTemplateId(templateRegistry.map((t) => t.id))
  if (!idPattern.test(id)) throw new UsageError(`Template id must look like template22, got "${id}"`)
  const entry = templateRegistry.find((t) => t.id === id)
  const byCode = templateRegistry.find((t) => t.code === code)
  if (entry && entry.code !== code)
    throw new UsageError(`${id} is ${entry.code} in the registry, not ${code}`)
  if (!entry && byCode) throw new UsageError(`${code} already belongs to ${byCode.id}`)
  if (entry && register && !force) throw new UsageError(`${id} is already registered (--force to redo it)`)

  let colourIds = entry?.colours
  if (colours !== undefined) colourIds = colours.split(',').map((c) => c.trim())
  if (!colourIds)
    throw new UsageError(`${id} is not in the registry: pass --colours with its five colour ids`)
  if (
    colourIds.length !== 5 ||
    new Set(colourIds).size !== 5 ||
    !colourIds.every((c) => colourPattern.test(c))
  ) {
    throw new UsageError('A template has exactly five distinct lowercase kebab-case colour ids')
  }
  if (entry && colourIds.join() !== entry.colours.join()) {
    throw new UsageError(`${id}'s colours are ${entry.colours.join(', ')} in the registry`)
  }
  const taken = templateRegistry.filter((t) => t.id !== id && t.colours.some((c) => colourIds.includes(c)))
  if (taken.length > 0)
    throw new UsageError(`Colour ids already used by ${taken.map((t) => t.id).join(', ')}`)
  const bp = Number(breakpoint ?? entry?.breakpoint ?? 1024)
  if (!Number.isInteger(bp) || bp < 320 || bp > 1920)
    throw new UsageError(`Breakpoint must be px, got ${breakpoint}`)
  if (entry && bp !== entry.breakpoint) throw new UsageError(`${id}'s breakpoint is ${entry.breakpoint}`)

  const designName = name ?? pascal(code.replace(/(\d+)$/, ' $1'))
  if (!namePattern.test(designName)) throw new UsageError(`Name: letters, digits, spaces and ' & . - only`)
  const family = code.replace(/\d+$/, '')
  const target = {
    id,
    code,
    name: designName,
    description: description ?? `New ${family} template: reshape its Layout, Home and Lobby`,
  }

  const dir = resolve(out ?? join(root, 'packages/templates', id))
  if (existsSync(dir) && readdirSync(dir).length > 0 && !force) {
    throw new UsageError(`${dir} exists and is not empty (use --force to overwrite)`)
  }
  const sourceDir = join(repoRoot, 'packages/templates', sourceTemplate.id)
  const source = {
    ...sourceTemplate,
    colours: templateRegistry.find((t) => t.id === sourceTemplate.id).colours,
  }
  if (id === source.id) throw new UsageError(`${id} is the template new ones are copied from`)
  const tsconfigBase = relative(dir, join(repoRoot, 'tsconfig.base.json')).split('\\').join('/')
  const files = copyTemplate({ sourceDir, source, target, colours: colourIds, tsconfigBase })
  // Every edit is computed (and may refuse) before anything is written.
  const edits = register
    ? registrationEdits(root, { id, code, family, breakpoint: bp, colours: colourIds }, { force })
    : {}

  if (force) rmSync(join(dir, 'src'), { recursive: true, force: true })
  const written = Object.entries(files).map(([rel, text]) => {
    const path = join(dir, rel)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
    return path
  })
  // A longer id or name can push a line past the line width: every file leaves formatted.
  biomeFormatFiles(written.filter((path) => /\.(tsx?|json)$/.test(path)))
  const edited = Object.entries(edits)
    .filter(([rel, text]) => readFileSync(join(root, rel), 'utf8') !== text)
    .map(([rel, text]) => {
      writeFileSync(join(root, rel), text)
      return rel
    })
  if (install) {
    run('pnpm', ['install', '--no-frozen-lockfile'], root)
    run('pnpm', ['i18n:extract'], root)
  }
  return { id, dir, files: written, edited }
}

async function main() {
  try {
    const options = parseArgs(process.argv.slice(2))
    if (options.help) {
      console.log(usage)
      return
    }
    const { id, dir, files, edited } = await generate(options)
    console.log(`\nWrote ${files.length} files to ${relative(process.cwd(), dir) || '.'}`)
    for (const rel of edited) console.log(`Registered ${id} in ${rel}`)
    if (options.out === undefined) {
      console.log(`\nNext: bash scripts/test.sh (the first local run writes ${id}'s visual baselines),
      then docs/adding-a-template.md to make it look like itself.`)
    }
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : error)
    process.exitCode = 1
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
