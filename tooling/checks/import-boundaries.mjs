#!/usr/bin/env node
// Import boundaries between the workspace packages, checked from the sources (no build needed):
//
//   contract <- core <- ui <- templates <- site      (each may import everything to its left)
//   contract <- api                                  (api imports only contract among workspace packages)
//   contract <- core <- ui <- console                  (the operator console: no template, no site)
//   storybook may import anything in packages/ and the console's screens; every package may import tooling/* (test configs)
//   nothing in packages/ imports from apps/; a template never imports another template;
//   core never imports ui nor React.
//
// Each workspace package must also declare in its package.json every @lobbykit/* package it imports,
// so turbo hashes (and orders) its tasks after theirs. Imports that reach into another package by a
// relative path (import.meta.glob('../../../packages/templates/*/src/index.ts')) count as importing it.
//
// Reads every git-tracked (and new, not ignored) .ts/.tsx/.mts/.cts/.js/.jsx/.mjs/.cjs file of each
// workspace package with TypeScript's parser (the root devDependency): static imports, `export ... from`,
// `import x = require()`, `import()`, `import('x').T` types, require() and import.meta.glob().
//
// Usage: node tooling/checks/import-boundaries.mjs            exit 1 and `file:line: ...` per violation
//
// import-cycles.mjs reuses loadWorkspace() from here.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, posix, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

const sourceExtensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']
/** Tried in this order after the bare path, as TypeScript's bundler resolution does. */
const resolveExtensions = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs']
const jsToTs = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] }

/** Repository-relative paths (posix) of tracked and new, not ignored files that exist on disk. */
function listFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(join(repoRoot, file)))
}

/** The kind of a workspace package, the unit the arrows are drawn between. */
function kindOf(dir) {
  if (dir === 'packages/contract') return 'contract'
  if (dir === 'packages/core') return 'core'
  if (dir === 'packages/ui') return 'ui'
  if (dir.startsWith('packages/templates/')) return 'template'
  if (dir === 'apps/site') return 'site'
  if (dir === 'apps/api') return 'api'
  if (dir === 'apps/console') return 'console'
  if (dir === 'apps/storybook') return 'storybook'
  if (dir.startsWith('tooling/')) return 'tooling'
  return 'unknown'
}

function collectImports(file, text) {
  const ext = extname(file)
  const kind =
    ext === '.tsx'
      ? ts.ScriptKind.TSX
      : ext === '.jsx'
        ? ts.ScriptKind.JSX
        : ext.endsWith('ts')
          ? ts.ScriptKind.TS
          : ts.ScriptKind.JS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const imports = []
  const add = (node, specifier, how, typeOnly = false) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
    imports.push({ specifier, line, how, typeOnly })
  }
  const literal = (node) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const specifier = literal(node.moduleSpecifier)
      // verbatimModuleSyntax keeps `import { type A } from 'x'` as `import {} from 'x'`: only
      // `import type` is erased.
      if (specifier) add(node, specifier, 'import', Boolean(node.importClause?.isTypeOnly))
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const specifier = literal(node.moduleSpecifier)
      if (specifier) add(node, specifier, 'export from', node.isTypeOnly)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const specifier = literal(node.moduleReference.expression)
      if (specifier) add(node, specifier, 'import = require', node.isTypeOnly)
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument
      const specifier = ts.isLiteralTypeNode(argument) ? literal(argument.literal) : undefined
      if (specifier) add(node, specifier, 'import() type', true)
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression
      const first = node.arguments[0]
      if (callee.kind === ts.SyntaxKind.ImportKeyword) {
        const specifier = literal(first)
        if (specifier) add(node, specifier, 'import()')
      } else if (ts.isIdentifier(callee) && callee.text === 'require' && node.arguments.length === 1) {
        const specifier = literal(first)
        if (specifier) add(node, specifier, 'require()')
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'glob' &&
        ts.isMetaProperty(callee.expression) &&
        callee.expression.keywordToken === ts.SyntaxKind.ImportKeyword
      ) {
        const patterns =
          first && ts.isArrayLiteralExpression(first) ? first.elements.map(literal) : [literal(first)]
        for (const pattern of patterns) if (pattern) add(node, pattern, 'import.meta.glob')
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return imports
}

/** A glob of import.meta.glob (`*`, `**`, `{a,b}`, `@(a|b)`) as a regular expression over posix paths. */
function globToRegExp(glob) {
  let out = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]
    if (c === '*' && glob[i + 1] === '*') {
      out += glob[i + 2] === '/' ? '(?:.*/)?' : '.*'
      i += glob[i + 2] === '/' ? 2 : 1
    } else if (c === '*') out += '[^/]*'
    else if (c === '?') out += '[^/]'
    else if (c === '{') out += '(?:'
    else if (c === '}') out += ')'
    else if (c === ',') out += '|'
    else if ('@!+'.includes(c) && glob[i + 1] === '(') {
      out += '(?:'
      i++
    } else if (c === '(') out += '(?:'
    else if (c === ')' || c === '|') out += c
    else out += c.replace(/[.+^$[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${out}$`)
}

/** Exports of a package.json as [subpath pattern, target] pairs; conditions pick import/default/types. */
function exportEntries(pkg) {
  const pick = (value) => {
    if (typeof value === 'string') return value
    if (value && typeof value === 'object') {
      for (const condition of ['import', 'default', 'types', 'node', 'require']) {
        const found = pick(value[condition])
        if (found) return found
      }
    }
    return undefined
  }
  const { exports } = pkg
  if (exports === undefined) return [['.', pkg.main ?? 'index']]
  if (typeof exports === 'string' || !Object.keys(exports).some((key) => key.startsWith('.'))) {
    return [['.', pick(exports)]]
  }
  return Object.entries(exports).map(([key, value]) => [key, pick(value)])
}

/**
 * Every workspace package and every source file in one, with each import resolved where it can be:
 * `packages` by directory and by name, `files` by path ({ path, pkg, imports: [{ specifier, line, how,
 * typeOnly, targetPkg, targetFile, targetFiles }] }).
 */
export function loadWorkspace() {
  const all = listFiles()
  const fileSet = new Set(all)
  const packages = all
    .filter((file) => file.endsWith('/package.json') && !file.includes('node_modules/'))
    .map((file) => {
      const dir = posix.dirname(file)
      const json = JSON.parse(readFileSync(join(repoRoot, file), 'utf8'))
      const declared = new Set(
        ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
          Object.keys(json[field] ?? {}),
        ),
      )
      return { dir, name: json.name, kind: kindOf(dir), json, declared, exports: exportEntries(json) }
    })
    .sort((a, b) => b.dir.length - a.dir.length)
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]))
  const packageOf = (path) => packages.find((pkg) => path === pkg.dir || path.startsWith(`${pkg.dir}/`))

  const isFile = (path) =>
    fileSet.has(path) || (existsSync(join(repoRoot, path)) && statSync(join(repoRoot, path)).isFile())
  /** A repository-relative path to the file it names, as the bundler resolves it, or undefined. */
  const resolvePath = (path) => {
    const ext = extname(path)
    const candidates = [path, ...resolveExtensions.map((e) => path + e)]
    for (const e of jsToTs[ext] ?? []) candidates.push(path.slice(0, -ext.length) + e)
    candidates.push(...resolveExtensions.map((e) => `${path}/index${e}`))
    return candidates.find(isFile)
  }
  const resolveWorkspace = (pkg, subpath) => {
    for (const [key, target] of pkg.exports) {
      if (!target) continue
      if (key === subpath) return resolvePath(posix.join(pkg.dir, target))
      const star = key.indexOf('*')
      if (star >= 0 && subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1))) {
        const match = subpath.slice(star, subpath.length - (key.length - star - 1))
        return resolvePath(posix.join(pkg.dir, target.replaceAll('*', match)))
      }
    }
    return undefined
  }

  const files = []
  for (const path of all) {
    if (!sourceExtensions.includes(extname(path)) || path.endsWith('.d.ts') || path.includes('node_modules/'))
      continue
    const pkg = packageOf(path)
    if (!pkg) continue
    const imports = collectImports(path, readFileSync(join(repoRoot, path), 'utf8'))
    for (const entry of imports) {
      const { specifier } = entry
      if (entry.how === 'import.meta.glob') {
        const base = specifier.startsWith('/')
          ? specifier.slice(1)
          : posix.join(posix.dirname(path), specifier)
        const pattern = globToRegExp(posix.normalize(base))
        entry.targetFiles = all.filter((file) => pattern.test(file))
        continue
      }
      const bare = specifier.replace(/[?#].*$/, '')
      if (bare.startsWith('.') || bare.startsWith('/')) {
        const target = posix.normalize(posix.join(posix.dirname(path), bare))
        entry.targetFile = resolvePath(target)
        entry.targetPkg = packageOf(entry.targetFile ?? target)
        entry.escapes = !target.startsWith(`${pkg.dir}/`)
      } else if (bare.startsWith('@lobbykit/')) {
        const [scope, name, ...rest] = bare.split('/')
        entry.targetPkg = byName.get(`${scope}/${name}`)
        entry.workspaceName = `${scope}/${name}`
        if (entry.targetPkg) entry.targetFile = resolveWorkspace(entry.targetPkg, ['.', ...rest].join('/'))
      }
    }
    // A glob import is one import per file it matches.
    const expanded = imports.flatMap((entry) =>
      entry.targetFiles
        ? entry.targetFiles.map((file) => ({
            ...entry,
            targetFile: file,
            targetPkg: packageOf(file),
            escapes: !file.startsWith(`${pkg.dir}/`),
          }))
        : [entry],
    )
    files.push({ path, pkg, imports: expanded })
  }
  return { packages, byName, files }
}

/** Which workspace package kinds each kind may import (besides itself). */
const allowed = {
  contract: ['tooling'],
  core: ['contract', 'tooling'],
  ui: ['contract', 'core', 'tooling'],
  template: ['contract', 'core', 'ui', 'tooling'],
  site: ['contract', 'core', 'ui', 'template', 'tooling'],
  api: ['contract', 'tooling'],
  console: ['contract', 'core', 'ui', 'tooling'],
  storybook: ['contract', 'core', 'ui', 'template', 'console', 'tooling'],
  tooling: ['contract', 'core', 'ui', 'template', 'tooling'],
  unknown: [],
}

const arrows = {
  contract: 'contract imports no workspace package',
  core: 'contract <- core: core imports only contract (never ui)',
  ui: 'contract <- core <- ui: ui imports only contract and core',
  template: 'contract <- core <- ui <- templates: a template imports only contract, core and ui',
  site: 'contract <- core <- ui <- templates <- site: site imports only packages/ and tooling/',
  api: 'contract <- api: api imports only contract among workspace packages',
  console: 'contract <- core <- ui <- console: the console imports only contract, core and ui',
  storybook: 'storybook imports only packages/, the console and tooling/',
  tooling: 'tooling/ never imports apps/',
  unknown: 'this package is in no layer of import-boundaries.mjs: add it there',
}

/** npm packages core must not import: it holds the React-free logic under ui. */
const reactFree = /^(react|react-dom|preact|@testing-library\/react|jotai\/react)(\/|$)/

export function checkBoundaries(workspace) {
  /** `file:line` and the problem, deduplicated: a glob import reports each package it reaches once. */
  const problems = new Map()
  const report = (file, entry, message, target) => {
    const key = `${file.path}:${entry.line}: ${message}`
    const problem = problems.get(key) ?? { key, specifier: entry.specifier, targets: new Set() }
    if (target) problem.targets.add(target)
    problems.set(key, problem)
  }
  for (const file of workspace.files) {
    const { pkg } = file
    for (const entry of file.imports) {
      if (pkg.kind === 'core' && reactFree.test(entry.specifier)) {
        report(file, entry, 'core never imports React UI: move this to ui')
      }
      if (entry.specifier.startsWith('@lobbykit/') && !entry.targetPkg) {
        report(file, entry, `${entry.workspaceName} is no workspace package`)
        continue
      }
      const target = entry.targetPkg
      if (!target || target === pkg) continue
      const via = entry.escapes && entry.how !== 'import.meta.glob' ? ' by a relative path' : ''
      const what = `${pkg.name} imports ${target.name}${via}`
      if (pkg.kind === 'template' && target.kind === 'template') {
        report(file, entry, `${what}: a template never imports another template`)
      } else if (pkg.dir.startsWith('packages/') && target.dir.startsWith('apps/')) {
        report(file, entry, `${what}: nothing in packages/ imports from apps/`)
      } else if (!allowed[pkg.kind].includes(target.kind)) {
        report(file, entry, `${what}: breaks "${arrows[pkg.kind]}"`)
      } else if (!pkg.declared.has(target.name)) {
        report(
          file,
          entry,
          `${pkg.name} imports${via} packages its package.json does not declare (turbo would neither order nor rehash its tasks after theirs)`,
          target.name,
        )
      }
    }
  }
  return [...problems.values()].map(({ key, specifier, targets }) => {
    const names = [...targets].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    return `${key} ('${specifier}')${names.length > 0 ? `: ${names.join(', ')}` : ''}`
  })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const workspace = loadWorkspace()
  const problems = checkBoundaries(workspace)
  const imports = workspace.files.reduce((sum, file) => sum + file.imports.length, 0)
  const took = Math.round(performance.now() - started)
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem)
    console.error(
      `\nimport boundaries: ${problems.length} violation(s) in ${workspace.files.length} files (${took} ms)`,
    )
    process.exitCode = 1
  } else {
    console.log(
      `import boundaries: ${imports} imports in ${workspace.files.length} files of ${workspace.packages.length} packages, none crosses a boundary (${took} ms)`,
    )
  }
}
