// What the test command's closing lines say (closing-lines.mjs prints them; docs/architecture.md#test-time).

/** Terminal colours out, so a log reads the same in a file as on screen. */
export const plain = (text) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')

/** `1234567` ms as `20m35s`; under a minute `34.6s`. */
export function formatDuration(ms) {
  const seconds = ms / 1000
  if (seconds < 60) return `${seconds.toFixed(1)}s`
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`
}

/**
 * The sum of every vitest summary line in the log (`@lobbykit/api:test:       Tests  12 passed | 1 failed | 2
 * skipped (15)`).
 */
export function testCount(log) {
  const count = { passed: 0, failed: 0, skipped: 0 }
  for (const line of plain(log).split('\n')) {
    const summary = /^\S*:?\s+Tests\s+(\d.*)$/.exec(line)
    if (!summary) continue
    for (const [, n, kind] of summary[1].matchAll(/(\d+) (passed|failed|skipped)/g)) count[kind] += Number(n)
  }
  return count
}

/** `@lobbykit/api#test` is written `@lobbykit/api:test:` before each line of its output. */
const prefixOf = (task) => `${task.replace('#', ':')}:`

/**
 * The failed tests of one turbo task in a log, each with the first line of its error: vitest's `FAIL  file >
 * suite > test` lines and the line after. A task that failed without a failing test (a type error, a lint
 * finding) gives its first line that says error.
 */
export function failuresOf(log, task) {
  const prefix = prefixOf(task)
  const lines = plain(log)
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim())
  const failures = new Map()
  lines.forEach((line, index) => {
    const failed = /^FAIL\s+(.+)$/.exec(line)
    if (!failed) return
    const error = lines
      .slice(index + 1)
      .find((next) => next !== '' && !next.startsWith('FAIL') && !/^[⎯-]+/.test(next))
    // A failure shows twice (as it happens and in the summary): the one with an error below it wins.
    const name = failed[1].replace(/\s+\d+ms$/, '')
    if (!failures.get(name)) failures.set(name, error ?? '')
  })
  if (failures.size > 0) return [...failures].map(([name, error]) => ({ name, error }))
  const error = lines.find((line) => /error/i.test(line))
  return [{ name: task, error: error ?? 'no error line in the log' }]
}

/** The tasks a turbo run summary executed (not restored from the cache), with their wall time. */
export function executedTasks(summary) {
  return summary.tasks
    .filter((task) => task.cache?.status !== 'HIT' && task.execution?.startTime && task.execution?.endTime)
    .map((task) => ({
      task: task.taskId,
      ms: task.execution.endTime - task.execution.startTime,
      failed: task.execution.exitCode !== 0,
    }))
}

/**
 * Every task the runs executed, longest first (a retried task once per run that executed it; cache hits are
 * counted, not listed), then the phases and the whole run.
 */
export function timeTable(phases, summaries) {
  const rows = summaries.flatMap(executedTasks).sort((a, b) => b.ms - a.ms)
  const hits = summaries.flatMap((s) => s.tasks).filter((task) => task.cache?.status === 'HIT').length
  const width = Math.max(24, ...rows.map((row) => row.task.length), ...phases.map((p) => p.name.length))
  const line = (name, ms, note = '') => `  ${name.padEnd(width)}  ${formatDuration(ms).padStart(7)}${note}`
  const out = [
    `» where the time went: ${rows.length} turbo tasks ran, longest first (${hits} cache hits not listed)`,
  ]
  for (const row of rows) out.push(line(row.task, row.ms, row.failed ? '  failed' : ''))
  out.push('» phases')
  for (const phase of phases) out.push(line(phase.name, phase.end - phase.start))
  if (phases.length > 0) {
    const start = Math.min(...phases.map((p) => p.start))
    const end = Math.max(...phases.map((p) => p.end))
    out.push(line('whole run', end - start))
  }
  return out.join('\n')
}

/** `name<TAB>start-ms<TAB>end-ms` lines, as scripts/test.sh writes them. */
export function parsePhases(text) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const [name, start, end] = row.split('\t')
      return { name, start: Number(start), end: Number(end) }
    })
}

/**
 * The closing lines: the count, each flaky task's failed tests (a task of `retried` that passed its second try; its
 * failures are read from `firstTry`, that try's log) and each failed task's, then the time table.
 */
export function closingLines({ log, firstTry = '', retried = [], phases, summaries }) {
  const count = testCount(log)
  const out = [`Tests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`]
  const describe = (failures) => failures.map(({ name, error }) => `  ${name}: ${error}`)
  // A task's last run (the second try, for a retried one) says how it ended.
  const last = new Map(summaries.flatMap(executedTasks).map((row) => [row.task, row]))
  for (const task of retried.filter((task) => last.get(task)?.failed === false)) {
    out.push(
      `Flaky: ${task} failed on the first try and passed on the second:`,
      ...describe(failuresOf(firstTry, task)),
    )
  }
  for (const { task } of [...last.values()].filter((row) => row.failed)) {
    out.push(`Failed: ${task}:`, ...describe(failuresOf(log, task)))
  }
  out.push(timeTable(phases, summaries))
  return out.join('\n')
}
