/** What the pass reads and changes of a bundle's output: the fields Rolldown's chunks and assets share with it. */
export type BundleFile =
  | {
      type: 'chunk'
      fileName: string
      code: string
      imports: string[]
      dynamicImports: string[]
      exports: string[]
      isEntry: boolean
      isDynamicEntry: boolean
      viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> }
    }
  | { type: 'asset'; fileName: string }

type Chunk = Extract<BundleFile, { type: 'chunk' }>

const sideEffectImport = /^import\s*["']\.\/([\w.-]+\.js)["'];?$/
const statements = (code: string) =>
  code
    .replace(/\/\/# sourceMappingURL=\S*/g, '')
    .split(/(?<=;)|\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** The files an empty chunk only imports for their side effects; undefined when the chunk holds anything else. */
function importsOnly(chunk: Chunk): string[] | undefined {
  if (chunk.isEntry || chunk.isDynamicEntry || chunk.exports.length > 0) return undefined
  if (
    chunk.viteMetadata &&
    (chunk.viteMetadata.importedCss.size > 0 || chunk.viteMetadata.importedAssets.size > 0)
  )
    return undefined
  const targets: string[] = []
  for (const statement of statements(chunk.code)) {
    const target = statement.match(sideEffectImport)?.[1]
    if (!target) return undefined
    targets.push(target)
  }
  return targets
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Drops the chunks that hold nothing but `import "./other.js"`: a code-splitting group can take all of a module's
 * code and leave its chunk behind as such a shell (rolldown/rolldown#6677), and each shell is one more request on a
 * first visit (docs/architecture.md#first-visit-code). Every importer imports the shell's targets itself instead,
 * the statement padded to its old length so the importer's source map stays true. A shell named anywhere else (a
 * dynamic import, a preload list) is kept. Returns the dropped files' names.
 */
export function dropEmptyChunks(bundle: Record<string, BundleFile>): string[] {
  const dropped: string[] = []
  const chunks = () => Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk')
  for (const shell of chunks()) {
    const targets = importsOnly(shell)
    if (!targets) continue
    const name = shell.fileName.slice(shell.fileName.lastIndexOf('/') + 1)
    const statement = new RegExp(`import\\s*["']\\./${escaped(name)}["'];?`, 'g')
    const importers = chunks().filter((chunk) => chunk !== shell && chunk.code.includes(name))
    const onlyStatic = importers.every(
      (chunk) =>
        chunk.imports.includes(shell.fileName) &&
        !chunk.dynamicImports.includes(shell.fileName) &&
        (chunk.code.match(statement)?.length ?? 0) === chunk.code.split(name).length - 1,
    )
    if (!onlyStatic) continue
    for (const importer of importers) {
      const folder = importer.fileName.slice(0, importer.fileName.lastIndexOf('/') + 1)
      const added = targets.filter((target) => !importer.imports.includes(`${folder}${target}`))
      let replacement = added.map((target) => `import"./${target}";`).join('')
      importer.code = importer.code.replace(statement, (old) => {
        const text = replacement.padEnd(old.length, ' ')
        replacement = ''
        return text
      })
      importer.imports = [
        ...importer.imports.filter((file) => file !== shell.fileName),
        ...added.map((target) => `${folder}${target}`),
      ]
    }
    delete bundle[shell.fileName]
    delete bundle[`${shell.fileName}.map`]
    dropped.push(shell.fileName)
  }
  return dropped
}
