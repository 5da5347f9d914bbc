/**
 * The soak (`pnpm test:soak`): 200 simulated players against two API instances behind HAProxy on loopback for 60 s,
 * then every check of the money. Prints requests/s, p50/p99 per kind of call and the counts; exits 1 when a check
 * fails. SOAK_PLAYERS, SOAK_SECONDS, SOAK_THINK_MS (`min-max`), SOAK_SIGN_INS tune it; TEST_DATABASE_URL names
 * the PostgreSQL server (else a throwaway one of its own).
 */
import { type Cluster, startCluster } from './cluster'
import { haproxyVersion } from './haproxy'
import { checkLedger, walletAudit } from './ledger'
import { figures, figureTable, preparePlayers, problems, runPlayers } from './load'

const players = Number(process.env.SOAK_PLAYERS ?? 200)
const seconds = Number(process.env.SOAK_SECONDS ?? 60)
const [thinkLow, thinkHigh] = (process.env.SOAK_THINK_MS ?? '100-900').split('-').map(Number) as [
  number,
  number,
]
const maxSignIns = Number(process.env.SOAK_SIGN_INS ?? 20)
const signUpConcurrency = 2

const log = (line: string) => process.stdout.write(`${line}\n`)

async function soak(cluster: Cluster): Promise<string[]> {
  log(
    `» warm-up: ${players} players sign up through HAProxy (tac/request_new_register, tac/verify, signup), then`,
  )
  log(
    '  deposit, add a bank account and launch the originals slot. Sign-up and sign-in hash the password with scrypt',
  )
  log(
    `  at production cost (2^17, ~0.4 s of a core each), so they run ${signUpConcurrency} at a time here, before the timed run.`,
  )
  const prepared = await preparePlayers({
    baseUrl: cluster.url,
    db: cluster.db,
    players,
    signUpConcurrency,
    depositUnits: 50,
  })
  log(`  ${players} players ready in ${(prepared.warmUpMs / 1000).toFixed(1)} s`)
  const warmUp = prepared.recorder.attempts.length
  const warmUpMoney = prepared.recorder.money.length

  log(
    `» run: ${seconds} s, each player browsing (startup, get_games, get_hot_games), checking its balance, betting (originals rounds),`,
  )
  log(
    `  depositing, withdrawing and re-sending earlier money requests with their request_id, ${thinkLow}-${thinkHigh} ms between requests;`,
  )
  log(
    `  at most ${maxSignIns} sign-ins again during the run (scrypt), the rest on the sessions of the warm-up`,
  )
  const { ms } = await runPlayers(prepared, {
    durationMs: seconds * 1000,
    thinkMs: [thinkLow, thinkHigh],
    maxSignIns,
  })
  for (const player of prepared.players) player.close()

  const during = prepared.recorder.attempts.slice(warmUp)
  const rows = figures(during)
  const all = rows.find((row) => row.kind === 'all')
  log(
    `\n${players} players, ${(ms / 1000).toFixed(1)} s on loopback through HAProxy (${haproxyVersion()}), 2 instances:`,
  )
  log(figureTable(rows, ms / 1000))
  const byInstance = new Map<string, number>()
  for (const attempt of during) {
    const name = attempt.outcome.answered ? attempt.outcome.servedBy || 'haproxy' : 'no answer'
    byInstance.set(name, (byInstance.get(name) ?? 0) + 1)
  }
  log(`answered by: ${[...byInstance].map(([name, count]) => `${name} ${count}`).join(', ')}`)

  const { recorder } = prepared
  const ledger = await checkLedger(
    cluster.db,
    recorder.money,
    prepared.players.map((player) => player.accountId),
  )
  const audit = await walletAudit(cluster.db)
  const runMoney = recorder.money.length - warmUpMoney
  const kinds = (call: string) =>
    recorder.money.slice(warmUpMoney).filter((record) => record.call === call).length
  log('\nmoney:')
  log(
    `  money requests answered OK: ${recorder.money.length} (${warmUpMoney} in the warm-up, ${runMoney} in the run: ${kinds('originalsRound')} rounds, ${kinds('deposit')} deposits, ${kinds('withdraw')} withdrawals)`,
  )
  log(`  with exactly one ledger effect:  ${ledger.exactlyOnce}`)
  log(`  lost (no ledger row):            ${ledger.lost.length}`)
  log(`  doubled (a row twice, or wrong): ${ledger.doubled.length}`)
  log(`  effects no OK answer explains:   ${ledger.unexplained}`)
  log(`  duplicate ledger references:     ${ledger.duplicateReferences}`)
  log(
    `  replays (same request_id, same body): ${recorder.replays.sent}, answered with the first answer: ${recorder.replays.same}, otherwise: ${recorder.replays.different.length}, not answered: ${recorder.replays.unanswered}`,
  )
  log(
    `  answers whose balance is not the last one moved by exactly that request: ${recorder.balanceJumps.length}`,
  )
  log(`  money requests never answered OK: ${recorder.unsettled.length}`)
  log(`  sign-ins during the run: ${recorder.signIns}`)
  log(
    `  wallets: ${audit.wallets}, each against the sum of its ledger rows: ${audit.mismatched} mismatched, lowest balance ${audit.lowest_balance}`,
  )

  const failures: string[] = []
  const check = (ok: boolean, what: string, details: string[] = []) => {
    if (!ok) failures.push([what, ...details.slice(0, 5).map((line) => `    ${line}`)].join('\n'))
  }
  check(
    all?.serverErrors === 0,
    `${all?.serverErrors} answers were 5xx`,
    problems(during, (a) => a.outcome.answered && a.outcome.status >= 500),
  )
  check(
    all?.unanswered === 0,
    `${all?.unanswered} requests got no answer`,
    problems(during, (a) => !a.outcome.answered),
  )
  check(
    all?.wrong === 0,
    `${all?.wrong} answers were not correct`,
    problems(during, (a) => a.outcome.answered && a.outcome.status < 500 && !a.correct),
  )
  check(ledger.lost.length === 0, 'money answered OK without its ledger row', ledger.lost)
  check(ledger.doubled.length === 0, 'money with a doubled or wrong ledger row', ledger.doubled)
  check(
    ledger.exactlyOnce === recorder.money.length,
    'not every OK money answer has exactly one ledger effect',
  )
  check(ledger.unexplained === 0, `${ledger.unexplained} money effects that no OK answer explains`)
  check(
    ledger.duplicateReferences === 0,
    `${ledger.duplicateReferences} ledger references with two rows of a kind`,
  )
  check(
    recorder.replays.different.length === 0,
    'replays answered otherwise than the first time',
    recorder.replays.different,
  )
  check(
    recorder.balanceJumps.length === 0,
    'balances that moved by other than the request',
    recorder.balanceJumps,
  )
  check(recorder.unsettled.length === 0, 'money requests never answered OK', recorder.unsettled)
  check(audit.mismatched === 0, `${audit.mismatched} wallets differ from the sum of their ledger rows`)
  return failures
}

const started = Date.now()
const cluster = await startCluster({ postgres: process.env.TEST_DATABASE_URL ? 'shared' : 'own' })
// Ctrl-C stops what the soak started before it exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    log(`\n${signal}: stopping the cluster`)
    void cluster.stop().finally(() => process.exit(130))
  })
let failures: string[] = []
try {
  log(
    `» cluster: HAProxy on ${cluster.url}, instances a :${cluster.instances[0].port} and b :${cluster.instances[1].port}, database ${new URL(cluster.databaseUrl).pathname.slice(1)} (${cluster.postgres ? 'a PostgreSQL of its own' : 'TEST_DATABASE_URL'})`,
  )
  failures = await soak(cluster)
} catch (error) {
  failures = [`the soak stopped: ${(error as Error).stack ?? error}\n${cluster.describe()}`]
} finally {
  await cluster.stop()
}
log(`\n${failures.length === 0 ? 'PASS' : 'FAIL'} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`)
for (const failure of failures) log(`  ✗ ${failure}`)
process.exit(failures.length === 0 ? 0 : 1)
