// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { buildIdOf, currentCommit } from './buildId'

describe('buildIdOf (docs/deploy.md#build-id)', () => {
  it('takes BUILD_ID when it is set', () => {
    expect(buildIdOf({ BUILD_ID: ' release-2026.11.27 ' }, { commit: () => 'abcdef012345' })).toBe(
      'release-2026.11.27',
    )
  })

  it('is the commit being built otherwise, the same on every host and every build of it', () => {
    const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim()
    expect(buildIdOf({})).toBe(head)
    expect(buildIdOf({ BUILD_ID: '' })).toBe(head)
    expect(head).toMatch(/^[0-9a-f]{12}$/)
  })

  it("falls back to the build's time outside a git checkout, and says so", () => {
    const warnings: string[] = []
    const id = buildIdOf(
      {},
      {
        commit: () => undefined,
        now: () => new Date('2026-11-27T10:20:30.456Z'),
        warn: (m) => warnings.push(m),
      },
    )
    expect(id).toBe('20261127102030456')
    expect(warnings).toEqual([expect.stringContaining('Set BUILD_ID')])
  })
})

describe('currentCommit', () => {
  it('is undefined in a folder that is no git checkout', () => {
    const folder = mkdtempSync(`${tmpdir()}/lobbykit-no-git-`)
    try {
      expect(currentCommit(folder)).toBeUndefined()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
