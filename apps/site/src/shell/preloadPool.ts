/** docs/product.md#timings: up to about 5 route component preloads run in parallel. */
export const maxParallelPreloads = 5

/**
 * Runs `preload` for every item, never more than `limit` at once; failures are ignored (a preload is
 * only a head start). Resolves when all are done.
 */
export async function preloadAll<T>(
  items: readonly T[],
  preload: (item: T) => Promise<unknown>,
  limit = maxParallelPreloads,
): Promise<void> {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      await preload(item).catch(() => {})
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker))
}
