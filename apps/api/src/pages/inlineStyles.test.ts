import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineStylesheets, stylesheetHrefs, stylesheetReader } from './inlineStyles'

const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`

describe('inline stylesheets of a drawn page', () => {
  it('writes in what it has, keeps an inert link, and leaves linked what it lacks or could break out of <style>', () => {
    const head = [link('/assets/a.css'), link('/assets/b.css'), link('/assets/c.css')].join('')
    const texts = new Map([
      ['/assets/a.css', '.a{}'],
      ['/assets/c.css', '.c{content:"</style><script>"}'],
    ])
    expect(inlineStylesheets(head, texts)).toBe(
      '<style data-href="/assets/a.css">.a{}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled />' +
        link('/assets/b.css') +
        link('/assets/c.css'),
    )
    expect(stylesheetHrefs(head)).toEqual(['/assets/a.css', '/assets/b.css', '/assets/c.css'])
  })

  it('reads only built stylesheets under /assets', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'styles-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'a.css'), '.a{}')
    writeFileSync(join(dir, 'secret.css'), '.secret{}')
    const read = stylesheetReader(dir)
    const texts = await read(['/assets/a.css', '/assets/../secret.css', '/assets/missing.css'])
    expect([...texts]).toEqual([['/assets/a.css', '.a{}']])
  })
})
