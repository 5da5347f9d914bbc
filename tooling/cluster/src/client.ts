import { Agent, request } from 'node:http'
import { type ApiCallName, apiCalls } from '@lobbykit/contract'
import { pinHeader, servedByHeader } from './haproxy'

/** What one HTTP request came to: an answer (any status), or none (refused, reset, timed out). */
export type Outcome =
  | {
      answered: true
      status: number
      /** The parsed JSON body, or undefined when the body is not JSON (HAProxy's own error pages). */
      json: Record<string, unknown> | undefined
      /** The backend server that answered (HAProxy's header), or '' when HAProxy answered itself. */
      servedBy: string
      sentAt: number
      ms: number
    }
  | { answered: false; error: string; sentAt: number; ms: number }

export interface ClientOptions {
  /** `http://127.0.0.1:<port>`: HAProxy, or one instance directly. */
  baseUrl: string
  /**
   * The loopback address the client's connections come from (127.0.0.0/8): HAProxy appends it to
   * X-Forwarded-For, so each simulated player is its own client address, as on the internet, and the
   * per-address limits (sign-ups, code requests) count each player apart.
   */
  localAddress?: string
  timeoutMs?: number
}

/**
 * An HTTP client over keep-alive connections from one client address, for the API's calls (`POST /api/...`
 * with JSON, `apiCalls` of the contract) and plain GETs.
 */
export class Client {
  readonly baseUrl: URL
  private readonly agent: Agent
  private readonly timeoutMs: number
  readonly localAddress: string | undefined

  constructor(options: ClientOptions) {
    this.baseUrl = new URL(options.baseUrl)
    this.localAddress = options.localAddress
    this.timeoutMs = options.timeoutMs ?? 15_000
    this.agent = new Agent({ keepAlive: true, maxSockets: 4 })
  }

  /** POSTs `body` to the call's path (`apiCalls[name].path`). */
  call<K extends ApiCallName>(name: K, body: unknown, options: { pin?: string } = {}): Promise<Outcome> {
    return this.send('POST', apiCalls[name].path, JSON.stringify(body), options)
  }

  /** A GET of `path` for `host` (a tenant's domain): pages and health checks. */
  get(path: string, options: { host?: string; pin?: string } = {}): Promise<Outcome> {
    return this.send('GET', path, undefined, options)
  }

  private send(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    options: { pin?: string; host?: string },
  ): Promise<Outcome> {
    const sentAt = Date.now()
    const started = performance.now()
    const ms = () => performance.now() - started
    return new Promise<Outcome>((resolve) => {
      const headers: Record<string, string> = { accept: 'application/json' }
      if (body !== undefined) {
        headers['content-type'] = 'application/json'
        headers['content-length'] = String(Buffer.byteLength(body))
      }
      if (options.pin) headers[pinHeader] = options.pin
      if (options.host) headers.host = `${options.host}:${this.baseUrl.port}`
      let settled = false
      const finish = (outcome: Outcome) => {
        if (settled) return
        settled = true
        resolve(outcome)
      }
      const req = request(
        {
          host: this.baseUrl.hostname,
          port: this.baseUrl.port,
          method,
          path,
          headers,
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: this.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('error', (error) => finish({ answered: false, error: describe(error), sentAt, ms: ms() }))
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            let json: Record<string, unknown> | undefined
            try {
              const parsed: unknown = JSON.parse(text)
              if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>
            } catch {
              json = undefined
            }
            const served = res.headers[servedByHeader]
            finish({
              answered: true,
              status: res.statusCode ?? 0,
              json,
              servedBy: typeof served === 'string' ? served : '',
              sentAt,
              ms: ms(),
            })
          })
        },
      )
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.timeoutMs} ms`)))
      req.on('error', (error) => finish({ answered: false, error: describe(error), sentAt, ms: ms() }))
      req.end(body)
    })
  }

  close() {
    this.agent.destroy()
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as NodeJS.ErrnoException).code
  return code ? `${code}: ${error.message}` : error.message
}

/** A successful call: HTTP 200 and `statusCode` 1 (docs/architecture.md#api-conventions). */
export const succeeded = (outcome: Outcome): outcome is Extract<Outcome, { answered: true }> =>
  outcome.answered && outcome.status === 200 && outcome.json?.statusCode === 1

/** A short description of an outcome, for failure messages. */
export function show(outcome: Outcome): string {
  if (!outcome.answered) return `no answer (${outcome.error})`
  const message = outcome.json ? String(outcome.json.message) : '(not JSON)'
  return `HTTP ${outcome.status} ${message} from ${outcome.servedBy || 'haproxy'}`
}
