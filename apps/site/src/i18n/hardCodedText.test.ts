import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every text a player reads or hears must go through lingui (issue: "nothing English-only leaks"). This finds
 * English written straight into JSX in the site, packages/ui and the templates: text between tags, and
 * string literals in the attributes that name or describe things to a player.
 */

// Vitest runs in apps/site (jsdom gives import.meta.url no file scheme).
const root = resolve(process.cwd(), '../..')
const sourceFolders = ['apps/site/src', 'packages/ui/src', 'packages/templates']

/** Attributes whose value a player reads or a screen reader speaks. */
const spokenAttribute =
  /^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|[a-z]+(Label|Title|Message|Text))$/

/** A word of two or more letters: '18+', '©', '…' and '·' are not text to translate. */
const hasWords = /\p{L}{2,}/u

/** Brand and unit words that read the same in every language. */
const sameInEveryLanguage = new Set(['VIP', 'OK', 'ID'])

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/node_modules|[\\/]dist[\\/]|\.test\.|\.stories\.|[\\/]demo[\\/]/.test(path))
}

function isTranslatable(text: string): boolean {
  const words = text.match(/\p{L}{2,}/gu) ?? []
  return hasWords.test(text) && words.some((word) => !sameInEveryLanguage.has(word))
}

function findHardCodedText(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
    found.push(`${relative(root, path)}:${line + 1}: ${text.trim()}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isTranslatable(node.text)) report(node, node.text)
    if (ts.isJsxAttribute(node) && spokenAttribute.test(node.name.getText(file)) && node.initializer) {
      const value = node.initializer
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : undefined
      if (literal && isTranslatable(literal.text))
        report(node, `${node.name.getText(file)}="${literal.text}"`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('texts a player reads', () => {
  it('finds English between tags and in spoken attributes (the check itself)', () => {
    const sample = `const a = <p aria-label="Close">Log in {name} <b>{t\`Join\`}</b> 18+ VIP</p>`
    expect(findHardCodedText(join(root, 'x.tsx'), sample)).toEqual([
      'x.tsx:1: aria-label="Close"',
      'x.tsx:1: Log in',
    ])
  })

  // It parses every .tsx file of three packages: about a second alone, more while CI runs other suites beside it.
  it('are never written in English straight into the JSX of the site, ui or templates', {
    timeout: 60_000,
  }, () => {
    const files = sourceFolders.flatMap((folder) => sourceFiles(join(root, folder)))
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((path) => findHardCodedText(path, readFileSync(path, 'utf8')))
    expect(found).toEqual([])
  })
})
