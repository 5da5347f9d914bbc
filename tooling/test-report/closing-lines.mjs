#!/usr/bin/env node
// The closing lines of scripts/test.sh (docs/architecture.md#test-time): the test count, every flaky or failed test
// by name with its first error, and where the time went.
//
// Usage: closing-lines.mjs --log <log> --phases <phases> [--retried "<task> <task>" --first-try <log>] <summary>...
//   <log> is the run's output; <phases> has `name<TAB>start-ms<TAB>end-ms` lines; each <summary> is a turbo run
//   summary (.turbo/runs/<id>.json), in the order of the runs; --retried names the tasks that failed the first try
//   and ran again, and --first-try is that try's log.

import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { closingLines, parsePhases } from './report.mjs'

const { values, positionals } = parseArgs({
  options: {
    log: { type: 'string' },
    phases: { type: 'string' },
    retried: { type: 'string', default: '' },
    'first-try': { type: 'string' },
  },
  allowPositionals: true,
})
const read = (file) => (file ? readFileSync(file, 'utf8') : '')
console.log(
  closingLines({
    log: read(values.log),
    firstTry: read(values['first-try']),
    retried: values.retried.split(/\s+/).filter(Boolean),
    phases: parsePhases(read(values.phases)),
    summaries: positionals.map((file) => JSON.parse(read(file))),
  }),
)
