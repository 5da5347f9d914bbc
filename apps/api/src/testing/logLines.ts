import { createLogger, type Logger, type LogLevel } from '../logging/logger'

/** A logger whose JSON lines the test reads back, parsed, and as written. */
export function capturedLogger(level: LogLevel = 'info'): {
  logger: Logger
  lines: () => Record<string, unknown>[]
  text: () => string
} {
  const written: string[] = []
  const logger = createLogger({ level, destination: { write: (line: string) => void written.push(line) } })
  return {
    logger,
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join(''),
  }
}
