/**
 * Forgets a map's oldest entries (its insertion order) until it holds at most `limit`: the bound of the API's
 * in-memory caches. A cache that keeps what it uses most moves an entry to the end when it reads it.
 */
export function forgetOldest<Key, Value>(map: Map<Key, Value>, limit: number): void {
  for (const oldest of map.keys()) {
    if (map.size <= limit) return
    map.delete(oldest)
  }
}
