import type { Logger } from '../logging/logger'

/**
 * Runs `job` every `intervalMs` until stopped, never two runs at once: a run still going when the next is due
 * skips that turn. A failed run is logged as `failure` and the next runs as usual. The timer does not keep the
 * process alive.
 */
export function everyInterval(
  job: () => Promise<unknown>,
  { intervalMs, logger, failure }: { intervalMs: number; logger: Logger; failure: string },
): { stop: () => void } {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    job()
      .catch((error) => logger.error({ err: error }, failure))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
