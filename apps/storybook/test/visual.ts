import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { appDir } from './harness.ts'

export const baselineDir = join(appDir, 'visual-baselines')
export const resultsDir = join(appDir, 'test-results', 'visual')

/** A story may differ from its baseline in at most this share of pixels (0.5%). */
export const maxDiffRatio = 0.005

export const baselineName = (id: string, width: number) => `${id}--${width}.png`

export type VisualResult =
  | { status: 'same'; ratio: number }
  | { status: 'changed'; ratio: number }
  | { status: 'resized' | 'missing'; ratio: 1 }
  | { status: 'written'; ratio: 0 }

/** Compares a screenshot with its baseline (or writes it when updating). Changed shots leave actual and diff PNGs. */
export function compareWithBaseline(name: string, shot: Buffer, update: boolean): VisualResult {
  const file = join(baselineDir, name)
  if (update) {
    mkdirSync(baselineDir, { recursive: true })
    writeFileSync(file, shot)
    return { status: 'written', ratio: 0 }
  }
  if (!existsSync(file)) return { status: 'missing', ratio: 1 }
  const expected = PNG.sync.read(readFileSync(file))
  const actual = PNG.sync.read(shot)
  if (expected.width !== actual.width || expected.height !== actual.height) {
    saveResult(name, shot)
    return { status: 'resized', ratio: 1 }
  }
  const diff = new PNG({ width: actual.width, height: actual.height })
  const pixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  })
  const ratio = pixels / (actual.width * actual.height)
  if (ratio > maxDiffRatio) {
    saveResult(name, shot, PNG.sync.write(diff))
    return { status: 'changed', ratio }
  }
  return { status: 'same', ratio }
}

function saveResult(name: string, actual: Buffer, diff?: Buffer) {
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(join(resultsDir, name.replace(/\.png$/, '.actual.png')), actual)
  if (diff) writeFileSync(join(resultsDir, name.replace(/\.png$/, '.diff.png')), diff)
}

/** When updating, baselines of stories that no longer exist are removed. */
export function pruneBaselines(keep: Set<string>): string[] {
  if (!existsSync(baselineDir)) return []
  const stale = readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !keep.has(file))
  for (const file of stale) rmSync(join(baselineDir, file))
  return stale
}
