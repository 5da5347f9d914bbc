import { type FunctionComponent, memo } from 'react'

/** Whether two prop values are the same; an object of class names counts as the same when its entries are. */
function sameValue(before: unknown, after: unknown): boolean {
  if (Object.is(before, after)) return true
  if (!isClassNames(before) || !isClassNames(after)) return false
  const keys = Object.keys(before)
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]))
}

function isClassNames(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every((entry) => entry === undefined || typeof entry === 'string')
  )
}

/**
 * A lobby control that renders again only when what it shows changed (docs/architecture.md#keystroke): its
 * own props (a template's class names compared by their entries) and the parts of the filter that `reads`
 * picks. The filter is a new object at every keystroke; its callbacks stay the same.
 */
export function memoOnFilter<Props extends { filter: object }>(
  component: FunctionComponent<Props>,
  reads: (filter: Props['filter']) => readonly unknown[],
) {
  return memo(component, (before, after) => {
    const keys = Object.keys(after) as (keyof Props)[]
    if (keys.length !== Object.keys(before).length) return false
    if (keys.some((key) => key !== 'filter' && !sameValue(before[key], after[key]))) return false
    const was = reads(before.filter)
    return reads(after.filter).every((value, index) => Object.is(value, was[index]))
  })
}
