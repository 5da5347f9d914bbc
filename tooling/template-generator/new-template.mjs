#!/usr/bin/env node
/**
 * Scaffolds a template package from ./skeleton: the package shape every template has (meta, tokens, five
 * colour themes, Layout, Home, Lobby, stories, tests), ready to pass its own tests, for a designer to reshape.
 *
 *   node tooling/template-generator/new-template.mjs template22 casino10 [--name Lagoon]
 *     [--description "..."] [--colours a,b,c,d,e] [--out dir] [--force]
 *
 * Colours and breakpoint come from the registry (packages/contract/src/registry.ts). A template not yet in
 * the registry needs --colours; the generator then prints the registry row to add.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildPalette, starterSeeds } from './palette.mjs'

const here = dirname(fileURLToPath(import.meta.url))
export const repoRoot = resolve(here, '../..')
const skeletonDir = join(here, 'skeleton')

const idPattern = /^template\d+$/
const codePattern = /^(casino|slot|sportsbook)\d+$/
const colourPattern = /^[a-z]+(-[a-z]+)*$/

export class UsageError extends Error {}

/** Parses argv (without node and script) into options; throws UsageError on anything unexpected. */
export function parseArgs(argv) {
  const positional = []
  const options = { force: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--force') options.force = true
    else if (['--name', '--description', '--colours', '--out'].includes(arg)) {
      const value = argv[++i]
      if (value === undefined) throw new UsageError(`${arg} needs a value`)
      options[arg.slice(2)] = value
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}`)
    else positional.push(arg)
  }
  if (positional.length !== 2) throw new UsageError('Usage: new-template.mjs <templateId> <code> [options]')
  const [id, code] = positional
  return { id, code, ...options }
}

async function loadRegistry() {
  return import(pathToFileURL(join(repoRoot, 'packages/contract/src/registry.ts')).href)
}

const pascal = (id) => id[0].toUpperCase() + id.slice(1)
const quote = (text) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")

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

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

/**
 * Writes the package and returns { dir, files, registryRow }. registryRow is set when the id is not in the
 * registry yet: the line to add to packages/contract/src/registry.ts.
 */
export async function generate({ id, code, name, description, colours, out, force = false }) {
  if (!idPattern.test(id)) throw new UsageError(`Template id must look like template22, got "${id}"`)
  if (!codePattern.test(code))
    throw new UsageError(`Code must be casinoN, slotN or sportsbookN, got "${code}"`)
  const { templateRegistry } = await loadRegistry()
  const entry = templateRegistry.find((t) => t.id === id)
  const byCode = templateRegistry.find((t) => t.code === code)
  if (entry && entry.code !== code)
    throw new UsageError(`${id} is ${entry.code} in the registry, not ${code}`)
  if (!entry && byCode) throw new UsageError(`${code} already belongs to ${byCode.id}`)

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

  const family = code.replace(/\d+$/, '')
  const breakpoint = entry?.breakpoint ?? 1024
  const dir = resolve(out ?? join(repoRoot, 'packages/templates', id))
  if (existsSync(dir) && readdirSync(dir).length > 0 && !force) {
    throw new UsageError(`${dir} exists and is not empty (use --force to overwrite)`)
  }
  const designName = name ?? pascal(code.replace(/(\d+)$/, ' $1'))
  const values = {
    __TEMPLATE_ID__: id,
    __TEMPLATE_CLASS__: pascal(id),
    __CODE__: code,
    __NAME__: designName,
    __DESCRIPTION__: description ?? `New ${family} template: reshape its Layout, Home and Lobby`,
    __BREAKPOINT__: String(breakpoint),
  }
  const value = (token) => values[token] ?? token
  /** Placeholders in JSON get JSON escapes; in code, quoted ones become string literals, bare ones raw text. */
  const fill = (text, json = false) =>
    json
      ? text.replace(/__[A-Z_]+__/g, (token) => JSON.stringify(value(token)).slice(1, -1))
      : text
          .replace(/'(__[A-Z_]+__)'/g, (_, token) => `'${quote(value(token))}'`)
          .replace(/__[A-Z_]+__/g, value)

  const files = []
  for (const source of listFiles(skeletonDir)) {
    const target = join(dir, fill(relative(skeletonDir, source)).replace(/\.tmpl$/, ''))
    let text = fill(readFileSync(source, 'utf8'), source.endsWith('.json.tmpl'))
    if (target.endsWith('tsconfig.json')) {
      const base = relative(dirname(target), join(repoRoot, 'tsconfig.base.json')).split('\\').join('/')
      text = text.replace('../../../tsconfig.base.json', base)
    }
    const left = text.match(/__[A-Z_]+__/)
    if (left) throw new Error(`Unfilled placeholder ${left[0]} in ${source}`)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
    files.push(target)
  }
  colourIds.forEach((colour, index) => {
    const target = join(dir, 'src/themes', `${colour}.css.ts`)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, themeFile(colour, buildPalette(starterSeeds[index])))
    files.push(target)
  })

  const registryRow = entry
    ? undefined
    : `  ['${id}', '${code}', '${family}', ${breakpoint}, [${colourIds.map((c) => `'${c}'`).join(', ')}]],`
  return { dir, files, registryRow }
}

async function main() {
  try {
    const options = parseArgs(process.argv.slice(2))
    const { dir, files, registryRow } = await generate(options)
    console.log(`Wrote ${files.length} files to ${relative(process.cwd(), dir) || '.'}`)
    if (registryRow) {
      console.log(
        '\nAdd this row to `rows` in packages/contract/src/registry.ts (and the id to templateIds):',
      )
      console.log(registryRow)
    }
    console.log(`\nNext: flock /tmp/lobbykit-install.lock pnpm install
      pnpm exec turbo run lint typecheck test --filter=@lobbykit/${options.id}
      then follow docs/adding-a-template.md to make it look like itself.`)
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : error)
    process.exitCode = 1
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
