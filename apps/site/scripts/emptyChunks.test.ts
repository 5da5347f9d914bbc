import { describe, expect, it } from 'vitest'
import { type BundleFile, dropEmptyChunks } from './emptyChunks'

function chunk(
  fileName: string,
  code: string,
  imports: string[] = [],
  extra: Partial<BundleFile> = {},
): BundleFile {
  return {
    type: 'chunk',
    fileName,
    code,
    imports,
    dynamicImports: [],
    exports: [],
    isEntry: false,
    isDynamicEntry: false,
    viteMetadata: { importedCss: new Set(), importedAssets: new Set() },
    ...extra,
  } as BundleFile
}

function bundleOf(...files: BundleFile[]): Record<string, BundleFile> {
  return Object.fromEntries(files.map((file) => [file.fileName, file]))
}

const code = (bundle: Record<string, BundleFile>, file: string) => {
  const entry = bundle[file]
  return entry?.type === 'chunk' ? entry.code : undefined
}

describe('dropEmptyChunks', () => {
  it('drops a chunk that only imports another, and its importers import the target themselves', () => {
    const bundle = bundleOf(
      chunk('assets/blocks-1.js', 'export const a=1;'),
      chunk('assets/TopNav-2.js', 'import"./blocks-1.js";\n//# sourceMappingURL=TopNav-2.js.map', [
        'assets/blocks-1.js',
      ]),
      { type: 'asset', fileName: 'assets/TopNav-2.js.map' },
      chunk('assets/template-3.js', 'import"./TopNav-2.js";import{a}from"./main-4.js";console.log(a);', [
        'assets/TopNav-2.js',
        'assets/main-4.js',
      ]),
      chunk('assets/Home-5.js', 'import{a as b}from"./blocks-1.js";import"./TopNav-2.js";b();', [
        'assets/blocks-1.js',
        'assets/TopNav-2.js',
      ]),
    )
    expect(dropEmptyChunks(bundle)).toEqual(['assets/TopNav-2.js'])
    expect(Object.keys(bundle)).toEqual(['assets/blocks-1.js', 'assets/template-3.js', 'assets/Home-5.js'])
    const template = bundle['assets/template-3.js']
    expect(template?.type === 'chunk' && template.imports).toEqual(['assets/main-4.js', 'assets/blocks-1.js'])
    // Same length: the source map's columns still point at the right code.
    expect(code(bundle, 'assets/template-3.js')).toBe(
      'import"./blocks-1.js";import{a}from"./main-4.js";console.log(a);',
    )
    expect(code(bundle, 'assets/Home-5.js')).toBe(
      `import{a as b}from"./blocks-1.js";${' '.repeat('import"./TopNav-2.js";'.length)}b();`,
    )
  })

  it('keeps a chunk with code, exports, stylesheets, or an entry of its own', () => {
    const bundle = bundleOf(
      chunk('assets/blocks-1.js', 'export const a=1;'),
      chunk('assets/code-2.js', 'import"./blocks-1.js";console.log(1);', ['assets/blocks-1.js']),
      chunk('assets/styled-3.js', 'import"./blocks-1.js";', ['assets/blocks-1.js'], {
        viteMetadata: { importedCss: new Set(['assets/styled.css']), importedAssets: new Set() },
      }),
      chunk('assets/entry-4.js', 'import"./blocks-1.js";', ['assets/blocks-1.js'], { isDynamicEntry: true }),
    )
    expect(dropEmptyChunks(bundle)).toEqual([])
    expect(Object.keys(bundle)).toHaveLength(4)
  })

  it('keeps a shell that a dynamic import names', () => {
    const bundle = bundleOf(
      chunk('assets/blocks-1.js', 'export const a=1;'),
      chunk('assets/shell-2.js', 'import"./blocks-1.js";', ['assets/blocks-1.js']),
      chunk('assets/main-3.js', 'import("./shell-2.js");', [], { dynamicImports: ['assets/shell-2.js'] }),
    )
    expect(dropEmptyChunks(bundle)).toEqual([])
    expect(code(bundle, 'assets/main-3.js')).toBe('import("./shell-2.js");')
  })
})
