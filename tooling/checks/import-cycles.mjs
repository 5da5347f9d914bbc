#!/usr/bin/env node
// Import cycles between the source files of the workspace packages: fails on any, printing each.
//
// The graph has one node per source file (see import-boundaries.mjs for which files and imports) and
// one edge per relative or @lobbykit/* import that resolves to a file: static `import` and
// `export ... from`, dynamic `import('...')` and import.meta.glob(). `import type` and
// `export type ... from` count too: a cycle of types only is still a knot two files cannot be read
// (or moved to another package) apart; `--runtime` leaves them out (and `import('x').T` types always).
//
// A cycle is reported per strongly connected component: its files, and one shortest loop through them.
//
// Usage: node tooling/checks/import-cycles.mjs [--runtime]
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadWorkspace } from './import-boundaries.mjs'

/** Files mapped to the files they import, with the line and kind of the first import of each. */
export function moduleGraph(workspace, { runtimeOnly = false } = {}) {
  const graph = new Map()
  for (const file of workspace.files) {
    const edges = new Map()
    for (const entry of file.imports) {
      if (!entry.targetFile || entry.how === 'import() type' || (runtimeOnly && entry.typeOnly)) continue
      if (!edges.has(entry.targetFile)) edges.set(entry.targetFile, entry)
    }
    graph.set(file.path, edges)
  }
  return graph
}

/** Tarjan's strongly connected components (iterative), keeping those that hold a cycle. */
export function cycles(graph) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  for (const root of graph.keys()) {
    if (index.has(root)) continue
    const work = [{ node: root, next: [...(graph.get(root)?.keys() ?? [])], i: 0 }]
    index.set(root, counter)
    low.set(root, counter++)
    stack.push(root)
    onStack.add(root)
    while (work.length > 0) {
      const frame = work.at(-1)
      if (frame.i < frame.next.length) {
        const to = frame.next[frame.i++]
        if (!graph.has(to)) continue
        if (!index.has(to)) {
          index.set(to, counter)
          low.set(to, counter++)
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, next: [...graph.get(to).keys()], i: 0 })
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)))
        }
        continue
      }
      work.pop()
      const parent = work.at(-1)
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)))
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        if (component.length > 1 || graph.get(frame.node).has(frame.node)) found.push(component.sort())
      }
    }
  }
  return found
}

/** The shortest loop from `start` back to itself inside `members` (breadth first). */
function shortestLoop(graph, start, members) {
  const previous = new Map([[start, undefined]])
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const to of graph.get(node).keys()) {
      if (!members.has(to)) continue
      if (to === start) {
        const loop = [node]
        while (previous.get(loop[0]) !== undefined) loop.unshift(previous.get(loop[0]))
        return [...loop, start]
      }
      if (!previous.has(to)) {
        previous.set(to, node)
        queue.push(to)
      }
    }
  }
  return [start]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const runtimeOnly = process.argv.includes('--runtime')
  const workspace = loadWorkspace()
  const graph = moduleGraph(workspace, { runtimeOnly })
  const found = cycles(graph)
  const edges = [...graph.values()].reduce((sum, to) => sum + to.size, 0)
  const took = Math.round(performance.now() - started)
  const what = runtimeOnly ? 'runtime imports' : 'imports (types included)'
  if (found.length > 0) {
    for (const component of found) {
      const loop = shortestLoop(graph, component[0], new Set(component))
      console.error(`Import cycle through ${component.length} file(s):`)
      for (let i = 0; i < loop.length - 1; i++) {
        const entry = graph.get(loop[i]).get(loop[i + 1])
        const kind = entry.typeOnly ? `${entry.how} type` : entry.how
        console.error(`  ${loop[i]}:${entry.line} -> ${loop[i + 1]} (${kind} '${entry.specifier}')`)
      }
      if (component.length > loop.length - 1) {
        const rest = component.filter((file) => !loop.includes(file))
        console.error(`  and ${rest.length} more in the same knot: ${rest.join(', ')}`)
      }
    }
    console.error(
      `\nimport cycles: ${found.length} cycle(s) among ${graph.size} files, ${edges} ${what} (${took} ms)`,
    )
    process.exitCode = 1
  } else {
    console.log(`import cycles: none among ${graph.size} files, ${edges} ${what} (${took} ms)`)
  }
}
