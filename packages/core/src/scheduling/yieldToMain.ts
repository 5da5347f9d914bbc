/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between
 * (docs/architecture.md#pages-drawn-on-the-server: a task over 50 ms after the paint is time a phone cannot
 * answer a tap). `scheduler.yield()` resumes ahead of other queued work where the browser has it; elsewhere a
 * zero-delay timeout does.
 */
export function yieldToMain(
  win: { setTimeout: (run: () => void, ms: number) => unknown } = globalThis,
): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    win.setTimeout(resolve, 0)
  })
}
