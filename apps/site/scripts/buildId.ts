import { execFileSync } from 'node:child_process'

/**
 * The commit checked out in `cwd`, its first 12 hex digits; undefined outside a git checkout (a source archive)
 * or without git.
 */
export function currentCommit(cwd?: string): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return /^[0-9a-f]{7,40}$/.test(commit) ? commit : undefined
  } catch {
    return undefined
  }
}

/**
 * The build's id, which the new-version check compares (docs/deploy.md#build-id): `BUILD_ID` when set, else the
 * commit being built, so that two hosts building the same commit agree on it (one build behind a load balancer
 * must not look new to the pages of the other). Outside a git checkout, with no `BUILD_ID`, the build's time,
 * with a warning: then every build is a new version, and two hosts never agree.
 */
export function buildIdOf(
  env: Record<string, string | undefined>,
  options: { commit?: () => string | undefined; now?: () => Date; warn?: (message: string) => void } = {},
): string {
  const given = env.BUILD_ID?.trim()
  if (given) return given
  const commit = (options.commit ?? currentCommit)()
  if (commit) return commit
  const time = (options.now ?? (() => new Date()))()
    .toISOString()
    .replace(/[^0-9]/g, '')
  ;(options.warn ?? console.warn)(
    `BUILD_ID is not set and this is no git checkout: the build's id is its time, ${time}. Set BUILD_ID (e.g. to the release) so that every host building these sources gets the same id.`,
  )
  return time
}
