import pino, { type DestinationStream, type Logger } from 'pino'

export type { Logger }

/** The levels `LOG_LEVEL` takes (README.md#environment-variables), most severe first. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

/**
 * Keys whose values never reach a log line, wherever a caller puts them (docs/deploy.md#logs): the request log
 * writes none of them, this is the net under a careless `logger.info({ ... })`.
 */
const secretKeys = ['password', 'auth', 'token', 'cookie', 'authorization', 'secret']

/**
 * The API's one logger (docs/deploy.md#logs): one JSON object per line on standard output, its level by name
 * and its time in ISO 8601. `destination` replaces standard output (the tests read the lines).
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: describeError },
      redact: { paths: secretKeys.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  )
}

/** A logger that writes nothing: the default of the app's parts, so the tests stay quiet. */
export const silentLogger: Logger = createLogger({ level: 'silent' })

/**
 * An error as a log line shows it: its kind, message, code, stack and cause. A failed query's message keeps its
 * SQL but drops its parameters (Drizzle writes them into the message and the stack), which can hold anything a
 * call stored; a database error's `detail` (the values of a violated key) is left out likewise.
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  const failedQuery = 'query' in error && 'params' in error
  const message = failedQuery ? `Failed query: ${String(error.query)}` : error.message
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  const described: Record<string, unknown> = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  }
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' || typeof code === 'number') described.code = code
  if (error.cause !== undefined && depth < 3) described.cause = describeError(error.cause, depth + 1)
  return described
}
