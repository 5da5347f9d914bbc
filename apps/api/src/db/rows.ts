/** The rows of `db.execute`: node-postgres answers `{rows}`, PGlite too; both are read the same way. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}
