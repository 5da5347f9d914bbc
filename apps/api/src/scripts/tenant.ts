/**
 * `pnpm tenant`: scripted onboarding over the operator calls (docs/operators.md#command-line), as an operator
 * signed in with LOBBYKIT_OPERATOR_EMAIL and LOBBYKIT_OPERATOR_PASSWORD against the API at LOBBYKIT_API
 * (default http://127.0.0.1:8080). It makes the same calls the console makes, so the same roles, checks and
 * audit log apply.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { csrfHeader, type OperatorCallName, operatorCalls } from '@lobbykit/contract/operator'

export const tenantUsage = `Usage:
  pnpm tenant list
  pnpm tenant create <code> --name <site name> --currency <code> --language <code> --theme <theme_code>
                     --colour <theme_color> --domain <host> [--domain <host> ...]
  pnpm tenant domains <code> <host> [<host> ...]
  pnpm tenant show <code> [--version <n>]          prints the settings document (JSON)
  pnpm tenant save <code> --file <settings.json>   saves the file as a draft of the newest version
  pnpm tenant versions <code>
  pnpm tenant diff <code> <from> <to>
  pnpm tenant publish <code> <version>
  pnpm tenant rollback <code> <version>
Environment: LOBBYKIT_API, LOBBYKIT_OPERATOR_EMAIL, LOBBYKIT_OPERATOR_PASSWORD`

/** How the tool reaches the API: `fetch` of the server, or the app's own `request` in tests. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>

interface Answer {
  status: number
  json: Record<string, unknown>
}

/** A signed-in operator's client: the session cookie and CSRF token sent with every call. */
export async function signInClient(fetch: Fetch, base: string, email: string, password: string) {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const login = await post(operatorCalls.operatorLogin.path, { email, password })
  const answer = (await login.json()) as { message?: string; csrf_token?: string }
  if (login.status !== 200 || !answer.csrf_token)
    throw new Error(`Sign-in failed: ${answer.message ?? login.status}`)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const csrf = answer.csrf_token
  return async (name: OperatorCallName, body: unknown): Promise<Answer> => {
    const response = await post(operatorCalls[name].path, body, { cookie, [csrfHeader]: csrf })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }
}

type Call = Awaited<ReturnType<typeof signInClient>>

const positiveInt = (text: string | undefined) => {
  const value = Number(text)
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}

/** Runs one command; answers what to print and the exit code (1: the API refused, 2: the command is wrong). */
export async function runTenantCommand(
  call: Call,
  argv: string[],
  readText: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
): Promise<{ output: string; exitCode: number }> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    return { output: `${(error as Error).message}\n${tenantUsage}`, exitCode: 2 }
  }
  const { values, positionals } = parsed
  const [command, code, ...rest] = positionals
  const answered = (answer: Answer, print: (json: Record<string, unknown>) => string) =>
    answer.status === 200
      ? { output: print(answer.json), exitCode: 0 }
      : { output: `Refused (${answer.status}): ${String(answer.json.message)}`, exitCode: 1 }
  const json = (value: unknown) => JSON.stringify(value, null, 2)

  if (command === 'list' && code === undefined)
    return answered(await call('tenantList', {}), (answer) =>
      (
        answer.tenants as {
          tenant_code: string
          site_name: string
          currency: string
          domains: string[]
          published: number
          latest: number
        }[]
      )
        .map(
          (row) =>
            `${row.tenant_code}  ${row.site_name}  ${row.currency}  v${row.published} live, v${row.latest} newest  ${row.domains.join(' ')}`,
        )
        .join('\n'),
    )
  if (code === undefined) return { output: tenantUsage, exitCode: 2 }
  switch (command) {
    case 'create':
      return answered(
        await call('tenantCreate', {
          tenant_code: code,
          site_name: values.name,
          currency: values.currency,
          language: values.language,
          theme_code: values.theme,
          theme_color: values.colour,
          domains: values.domain ?? [],
        }),
        (answer) => `Made ${code}: ${json(answer.tenant)}`,
      )
    case 'domains':
      return answered(await call('tenantDomains', { tenant_code: code, domains: rest }), (answer) =>
        json(answer.tenant),
      )
    case 'show': {
      const version = values.version === undefined ? undefined : positiveInt(values.version)
      if (values.version !== undefined && version === undefined)
        return { output: `Not a version: ${values.version}`, exitCode: 2 }
      return answered(await call('tenantConfig', { tenant_code: code, version }), (answer) =>
        json(answer.config),
      )
    }
    case 'save': {
      if (!values.file) return { output: `save needs --file\n${tenantUsage}`, exitCode: 2 }
      let config: unknown
      try {
        config = JSON.parse(await readText(values.file))
      } catch (error) {
        return { output: `Cannot read ${values.file}: ${(error as Error).message}`, exitCode: 2 }
      }
      const newest = await call('tenantConfig', { tenant_code: code })
      if (newest.status !== 200) return answered(newest, () => '')
      const basedOn = (newest.json.version as { version: number }).version
      return answered(
        await call('tenantSave', { tenant_code: code, based_on: basedOn, config }),
        (answer) => {
          const saved = answer.version as { version: number }
          return `Saved ${code} version ${saved.version} as a draft (from version ${basedOn}).`
        },
      )
    }
    case 'versions':
      return answered(await call('tenantVersions', { tenant_code: code }), (answer) =>
        (answer.versions as { version: number; state: string; created_by: string; created_at: string }[])
          .map((row) => `v${row.version}  ${row.state}  ${row.created_by}  ${row.created_at}`)
          .join('\n'),
      )
    case 'diff': {
      const [from, to] = rest.map(positiveInt)
      if (from === undefined || to === undefined || rest.length !== 2)
        return { output: tenantUsage, exitCode: 2 }
      return answered(await call('tenantDiff', { tenant_code: code, from, to }), (answer) => {
        const changes = answer.changes as { path: string; before: unknown; after: unknown }[]
        if (changes.length === 0) return 'No differences.'
        return changes
          .map(
            (change) => `${change.path}: ${JSON.stringify(change.before)} -> ${JSON.stringify(change.after)}`,
          )
          .join('\n')
      })
    }
    case 'publish':
    case 'rollback': {
      const version = positiveInt(rest[0])
      if (version === undefined || rest.length !== 1) return { output: tenantUsage, exitCode: 2 }
      const name = command === 'publish' ? 'tenantPublish' : 'tenantRollback'
      return answered(await call(name, { tenant_code: code, version }), (answer) => {
        const live = answer.version as { version: number }
        return `${code}: version ${live.version} is live.`
      })
    }
    default:
      return { output: tenantUsage, exitCode: 2 }
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      currency: { type: 'string' },
      language: { type: 'string' },
      theme: { type: 'string' },
      colour: { type: 'string' },
      domain: { type: 'string', multiple: true },
      version: { type: 'string' },
      file: { type: 'string' },
    },
  })
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (invokedDirectly) {
  const email = process.env.LOBBYKIT_OPERATOR_EMAIL
  const password = process.env.LOBBYKIT_OPERATOR_PASSWORD
  if (!email || !password) {
    console.error(`Set LOBBYKIT_OPERATOR_EMAIL and LOBBYKIT_OPERATOR_PASSWORD.\n${tenantUsage}`)
    process.exitCode = 2
  } else {
    try {
      const call = await signInClient(
        fetch,
        process.env.LOBBYKIT_API ?? 'http://127.0.0.1:8080',
        email,
        password,
      )
      const { output, exitCode } = await runTenantCommand(call, process.argv.slice(2))
      if (exitCode === 0) console.log(output)
      else console.error(output)
      process.exitCode = exitCode
    } catch (error) {
      console.error((error as Error).message)
      process.exitCode = 1
    }
  }
}
