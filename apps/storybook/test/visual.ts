import { spawnSync } from 'node:child_process'
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
  | { status: 'written' | 'new'; ratio: 0 }

/** Whether the run is CI's (`.ci/run` sets CI=true), as test runners read it: set, and not "false". */
export const isCI = (env: Record<string, string | undefined> = process.env) =>
  Boolean(env.CI) && env.CI !== 'false'

/**
 * What a run does with one screenshot, the snapshot convention: an update rewrites the baseline; a baseline
 * is compared; a story without one (a new story or template) gets it written on a developer's run, and
 * fails CI's run, which must find it committed.
 */
export function baselineAction({
  exists,
  update,
  ci,
}: {
  exists: boolean
  update: boolean
  ci: boolean
}): 'update' | 'compare' | 'create' | 'fail' {
  if (update) return 'update'
  if (exists) return 'compare'
  return ci ? 'fail' : 'create'
}

/** CI's message for a story without a baseline: the file, and how to create it. */
export const missingBaselineMessage = (name: string) =>
  `apps/storybook/visual-baselines/${name} is missing: create it with \`pnpm visual:update\` ` +
  '(or a local run of `bash scripts/test.sh`, without CI) and commit it'

/** Whether two PNGs hold exactly the same pixels, whatever their encoding. */
export function samePixels(a: Buffer, b: Buffer): boolean {
  const left = PNG.sync.read(a)
  const right = PNG.sync.read(b)
  return left.width === right.width && left.height === right.height && left.data.equals(right.data)
}

/**
 * Recompresses a PNG in place, losslessly (optipng; `apt-get install optipng`). Chromium's encoder is fast
 * rather than small: optimised baselines weigh about 40% less (docs/architecture.md#tests).
 */
export function optimisePng(file: string): void {
  const run = spawnSync('optipng', ['-quiet', '-o2', '-strip', 'all', file], { encoding: 'utf8' })
  if (run.error || run.status !== 0) {
    throw new Error(
      `optipng could not optimise ${file} (${run.error?.message ?? run.stderr}); install it: apt-get install optipng`,
    )
  }
}

function writeBaseline(file: string, shot: Buffer) {
  mkdirSync(baselineDir, { recursive: true })
  writeFileSync(file, shot)
  optimisePng(file)
}

/**
 * Compares a screenshot with its baseline (see baselineAction). When updating, a baseline is rewritten (and
 * optimised) only when its pixels changed, so an update touches no file whose picture is the same. A
 * missing baseline is written, optimised, as `new` outside CI and is `missing` in CI. Changed shots leave
 * actual and diff PNGs.
 */
export function compareWithBaseline(
  name: string,
  shot: Buffer,
  { update, ci }: { update: boolean; ci: boolean },
): VisualResult {
  const file = join(baselineDir, name)
  const action = baselineAction({ exists: existsSync(file), update, ci })
  if (action === 'update') {
    if (existsSync(file) && samePixels(readFileSync(file), shot)) return { status: 'same', ratio: 0 }
    writeBaseline(file, shot)
    return { status: 'written', ratio: 0 }
  }
  if (action === 'create') {
    writeBaseline(file, shot)
    return { status: 'new', ratio: 0 }
  }
  if (action === 'fail') {
    saveResult(name, shot)
    return { status: 'missing', ratio: 1 }
  }
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
