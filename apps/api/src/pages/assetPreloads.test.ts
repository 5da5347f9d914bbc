import { describe, expect, it } from 'vitest'
import { templatePartPreloads, themePreloads } from './assetPreloads'

const manifest = {
  'src/main.tsx': { file: 'assets/main-1.js', dynamicImports: ['src/boot.tsx'] },
  'src/boot.tsx': {
    file: 'assets/boot-8.js',
    imports: ['_vendor-2.js', '_blocks-3.js'],
    css: ['assets/boot-8.css'],
  },
  '_vendor-2.js': { file: 'assets/vendor-2.js' },
  '_blocks-3.js': { file: 'assets/blocks-3.js', imports: ['_vendor-2.js'], css: ['assets/blocks-3.css'] },
  '../../packages/templates/template4/src/index.ts': {
    file: 'assets/src-4.js',
    imports: ['_vendor-2.js', '_blocks-3.js'],
    css: ['assets/src-4.css'],
  },
  '../../packages/templates/template4/src/themes/index.ts': {
    file: 'assets/themes-5.js',
    imports: ['_blocks-3.js'],
  },
  '../../packages/templates/template4/src/themes/ruby.css.ts': {
    file: 'assets/ruby.css-6.js',
    css: ['assets/ruby-6.css'],
  },
  '../../packages/templates/template4/src/themes/jade.css.ts': {
    file: 'assets/jade.css-7.js',
    css: ['assets/jade-7.css'],
  },
  '../../packages/templates/template4/src/Lobby.tsx': {
    file: 'assets/Lobby-9.js',
    imports: ['_vendor-2.js', '_blocks-3.js', '_LobbyFilters-10.js'],
    css: ['assets/Lobby-9.css'],
  },
  '_LobbyFilters-10.js': { file: 'assets/LobbyFilters-10.js', imports: ['_blocks-3.js'] },
  '../../packages/templates/template14/src/index.ts': { file: 'assets/src-14.js' },
  '../../packages/templates/template14/src/Lobby.tsx': {
    file: 'assets/Lobby-11.js',
    css: ['assets/Lobby-11.css'],
  },
}

describe('themePreloads', () => {
  it("lists the template's module, what it imports, its themes module and the one colour, with their styles in cascade order", () => {
    expect(themePreloads(manifest, 'template4', 'ruby')).toEqual({
      scripts: [
        '/assets/src-4.js',
        '/assets/vendor-2.js',
        '/assets/blocks-3.js',
        '/assets/themes-5.js',
        '/assets/ruby.css-6.js',
      ],
      styles: ['/assets/blocks-3.css', '/assets/src-4.css', '/assets/ruby-6.css'],
    })
  })

  it('never confuses template1 with template14, nor one colour with another', () => {
    const { scripts, styles } = themePreloads(manifest, 'template1', 'ruby')
    expect(scripts).toEqual([])
    expect(styles).toEqual([])
    expect(themePreloads(manifest, 'template4', 'jade').styles).not.toContain('/assets/ruby-6.css')
  })
})

describe('templatePartPreloads', () => {
  it("lists the part's module and what it imports, with its stylesheets, and only that template's", () => {
    expect(templatePartPreloads(manifest, 'template4', 'Lobby')).toEqual({
      scripts: [
        '/assets/Lobby-9.js',
        '/assets/vendor-2.js',
        '/assets/blocks-3.js',
        '/assets/LobbyFilters-10.js',
      ],
      styles: ['/assets/blocks-3.css', '/assets/Lobby-9.css'],
    })
    expect(templatePartPreloads(manifest, 'template14', 'Lobby').styles).toEqual(['/assets/Lobby-11.css'])
  })

  it('lists nothing for a page without a part, nor for a part the build lacks', () => {
    expect(templatePartPreloads(manifest, 'template4', undefined)).toEqual({ scripts: [], styles: [] })
    expect(templatePartPreloads(manifest, 'template4', 'Home')).toEqual({ scripts: [], styles: [] })
  })
})
