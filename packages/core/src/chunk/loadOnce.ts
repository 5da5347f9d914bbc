/**
 * Runs `load` on first use and shares its promise with every later use. A failure is forgotten: the next use
 * tries again (a chunk that did not download on a bad network may download on the next call).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
