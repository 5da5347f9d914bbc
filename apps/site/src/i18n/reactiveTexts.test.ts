// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Components translate through `useLingui()` from `@lingui/react/macro` (or `<Trans>`), which re-renders them
 * when the language changes and reads the i18n instance of the request, not the module-wide one
 * (docs/architecture.md#i18n). The global `t` and a bare `plural` from `@lingui/core/macro` do neither, so
 * this fails on them in any component file of the site, ui or the templates.
 */

// Vitest runs in apps/site.
const root = resolve(process.cwd(), '../..')
const sourceFolders = ['apps/site/src', 'packages/ui/src', 'packages/templates']

/** Component files git knows of (tracked, or new and not ignored), without tests and stories. */
function componentFiles(folder: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', folder],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  return listed
    .split('\n')
    .filter((path) => path.endsWith('.tsx') && !/\.test\.|\.stories\./.test(path))
    .map((path) => join(root, path))
}

const isCall = (node: ts.Node, name: string) =>
  (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === name) ||
  (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name)

function findGlobalTranslations(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const report = (node: ts.Node, what: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
    found.push(`${relative(root, path)}:${line + 1}: ${what}`)
  }
  const visit = (node: ts.Node, insideT: boolean) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === '@lingui/core/macro'
    ) {
      const bindings = node.importClause?.namedBindings
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => e.name.text) : []
      if (names.includes('t')) report(node, "global t imported from '@lingui/core/macro'")
    }
    if (isCall(node, 'plural') && !insideT) report(node, 'plural outside a t`…` of useLingui()')
    ts.forEachChild(node, (child) => visit(child, insideT || isCall(node, 't')))
  }
  visit(file, false)
  return found
}

describe('component texts follow the language', () => {
  it('finds the global t and a bare plural (the check itself)', () => {
    const sample = [
      "import { plural, t } from '@lingui/core/macro'",
      "import { useLingui } from '@lingui/react/macro'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text, not a template
      'function A({ n }) { const { t } = useLingui(); return t`${plural(n, { one: "# x", other: "# xs" })}` }',
      'function B({ n }) { return plural(n, { one: "# x", other: "# xs" }) }',
    ].join('\n')
    expect(findGlobalTranslations(join(root, 'x.tsx'), sample)).toEqual([
      "x.tsx:1: global t imported from '@lingui/core/macro'",
      'x.tsx:4: plural outside a t`…` of useLingui()',
    ])
  })

  it('never use the global t or a bare plural in the site, ui or templates', { timeout: 60_000 }, () => {
    const files = sourceFolders.flatMap(componentFiles)
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((path) => findGlobalTranslations(path, readFileSync(path, 'utf8')))
    expect(found).toEqual([])
  })
})
