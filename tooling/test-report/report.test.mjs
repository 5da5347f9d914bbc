import { describe, expect, it } from 'vitest'
import { closingLines, failuresOf, formatDuration, parsePhases, testCount, timeTable } from './report.mjs'

const summary = (tasks) => ({
  tasks: tasks.map(([taskId, ms, { hit = false, exitCode = 0 } = {}]) => ({
    taskId,
    cache: { status: hit ? 'HIT' : 'MISS' },
    execution: hit ? {} : { startTime: 1_000, endTime: 1_000 + ms, exitCode },
  })),
})

const failedApiRun = [
  '@lobbykit/api:test:  ✓ src/routes/vip.test.ts (4 tests) 3105ms',
  '@lobbykit/api:test:  \x1b[31m×\x1b[39m src/routes/auth.test.ts (31 tests | 1 failed) 3437ms',
  '@lobbykit/api:test:  FAIL  src/routes/auth.test.ts > sign-in > counts every attempt 812ms',
  '@lobbykit/api:test: ⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '@lobbykit/api:test: ',
  '@lobbykit/api:test:  FAIL  src/routes/auth.test.ts > sign-in > counts every attempt',
  '@lobbykit/api:test: AssertionError: expected 31 to be less than or equal to 30',
  '@lobbykit/api:test:       Tests  \x1b[1m655 passed\x1b[22m | 1 failed (656)',
  '@lobbykit/ui:test:       Tests  120 passed | 3 skipped (123)',
].join('\n')

describe('the closing lines', () => {
  it('add up every vitest summary of the log, skipped tests apart', () => {
    expect(testCount(failedApiRun)).toEqual({ passed: 775, failed: 1, skipped: 3 })
  })

  it("name a task's failed test with the first line of its error", () => {
    expect(failuresOf(failedApiRun, '@lobbykit/api#test')).toEqual([
      {
        name: 'src/routes/auth.test.ts > sign-in > counts every attempt',
        error: 'AssertionError: expected 31 to be less than or equal to 30',
      },
    ])
  })

  it('give a task that failed without a failing test its first error line', () => {
    const log = '@lobbykit/ui:typecheck: src/a.ts(3,1): error TS2304: Cannot find name x.\n'
    expect(failuresOf(log, '@lobbykit/ui#typecheck')).toEqual([
      { name: '@lobbykit/ui#typecheck', error: 'src/a.ts(3,1): error TS2304: Cannot find name x.' },
    ])
  })

  it('list every task that ran, longest first, then the phases and the whole run', () => {
    const table = timeTable(parsePhases('set-up\t0\t60000\nfirst pass\t60000\t560000\n'), [
      summary([
        ['@lobbykit/ui#test', 63_000],
        ['@lobbykit/api#test', 280_000],
        ['@lobbykit/contract#lint', 200, { hit: true }],
      ]),
    ])
    const lines = table.split('\n')
    expect(lines[0]).toContain('2 turbo tasks ran, longest first (1 cache hits not listed)')
    expect(lines[1]).toMatch(/@lobbykit\/api#test +4m40s$/)
    expect(lines[2]).toMatch(/@lobbykit\/ui#test +1m03s$/)
    expect(table).toMatch(/first pass +8m20s/)
    expect(table).toMatch(/whole run +9m20s$/)
  })

  it('name a retried task that passed as flaky, with the tests that failed on its first try, and one that failed twice as failed', () => {
    const first = summary([
      ['@lobbykit/api#test', 200_000, { exitCode: 1 }],
      ['@lobbykit/ui#test', 9_000, { exitCode: 1 }],
    ])
    const second = summary([
      ['@lobbykit/api#test', 190_000],
      ['@lobbykit/ui#test', 9_000, { exitCode: 1 }],
    ])
    const uiFailure =
      '@lobbykit/ui:test:  FAIL  src/Modal.test.tsx > closes\n@lobbykit/ui:test: Error: still open\n'
    const lines = closingLines({
      log: uiFailure,
      firstTry: failedApiRun,
      retried: ['@lobbykit/api#test', '@lobbykit/ui#test'],
      phases: [],
      summaries: [first, second],
    })
    expect(lines).toContain('Flaky: @lobbykit/api#test failed on the first try and passed on the second:')
    expect(lines).toContain(
      '  src/routes/auth.test.ts > sign-in > counts every attempt: AssertionError: expected 31',
    )
    expect(lines).toContain('Failed: @lobbykit/ui#test:\n  src/Modal.test.tsx > closes: Error: still open')
    expect(lines).not.toContain('Failed: @lobbykit/api#test')
    expect(lines).not.toContain('Flaky: @lobbykit/ui#test')
  })

  it('write durations as a person reads them', () => {
    expect(formatDuration(34_560)).toBe('34.6s')
    expect(formatDuration(1_234_567)).toBe('20m35s')
  })
})
