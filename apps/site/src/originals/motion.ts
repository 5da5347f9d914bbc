/**
 * Animation helpers: every animation only draws an outcome the server already decided, and players who ask
 * for reduced motion (or a browser without matchMedia) see the end state at once.
 */
export function prefersReducedMotion(win: Window = window): boolean {
  if (typeof win.matchMedia !== 'function') return true
  return win.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Calls `frame` with progress 0..1 over `durationMs` (each animation frame), then resolves. */
export function tween(
  durationMs: number,
  frame: (progress: number) => void,
  reduced: boolean,
): Promise<void> {
  if (reduced || durationMs <= 0 || typeof requestAnimationFrame !== 'function') {
    frame(1)
    return Promise.resolve()
  }
  return new Promise((done) => {
    const start = performance.now()
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs)
      frame(progress)
      if (progress < 1) requestAnimationFrame(step)
      else done()
    }
    requestAnimationFrame(step)
  })
}

export function sleep(ms: number, reduced: boolean): Promise<void> {
  return reduced ? Promise.resolve() : new Promise((done) => setTimeout(done, ms))
}

export const easeOutCubic = (p: number) => 1 - (1 - p) ** 3
