#!/usr/bin/env node
// The closing lines of scripts/test.sh (docs/architecture.md#test-time): the test count, every flaky or failed test
// by name with its first error, and where the time went.
//
// Usage: closing-lines.mjs --log <log> --phases <phases> [--flaky "<task> <task>" --first-try <log>] <summary>...
//   <log> is the run's output; <phases> has `name<TAB>start-ms<TAB>end-ms` lines; each <summary> is a turbo run
//   summary (.turbo/runs/<id>.json); --flaky names the tasks that failed the first try and passed the second.

import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { closingLines, parsePhases } from './report.mjs'

const { values, positionals } = parseArgs({
  options: {
    log: { type: 'string' },
    phases: { type: 'string' },
    flaky: { type: 'string', default: '' },
    'first-try': { type: 'string' },
  },
  allowPositionals: true,
})
const read = (file) => (file ? readFileSync(file, 'utf8') : '')
console.log(
  closingLines({
    log: read(values.log),
    firstTry: read(values['first-try']),
    flaky: values.flaky.split(/\s+/).filter(Boolean),
    phases: parsePhases(read(values.phases)),
    summaries: positionals.map((file) => JSON.parse(read(file))),
  }),
)
