import { type RefObject, useEffect, useLayoutEffect, useState } from 'react'

export interface WindowRowsOptions {
  count: number
  minItemWidth: number
  gap: number
  /** Row height for a given item width, before real rows are measured. */
  estimateRowHeight: (itemWidth: number) => number
  overscan: number
  enabled: boolean
  /** Changes when what the rows hold changes (a page arrived), so a card can be measured then. */
  contentKey?: string
}

export interface WindowRows {
  columns: number
  /** Whether the row height comes from a rendered card rather than the estimate. */
  measured: boolean
  rowStride: number
  totalHeight: number
  startRow: number
  endRow: number
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * Window virtualisation for a uniform grid: works out how many columns fit, and which rows of it the
 * browser window shows (plus `overscan` rows either side), from the page's scroll position. Only those
 * rows are rendered, so a lobby of 10,000 games costs the DOM of a few dozen.
 */
export function useWindowRows(
  ref: RefObject<HTMLElement | null>,
  measureRef: RefObject<HTMLElement | null>,
  { count, minItemWidth, gap, estimateRowHeight, overscan, enabled, contentKey }: WindowRowsOptions,
): WindowRows {
  const [width, setWidth] = useState(0)
  const [measured, setMeasured] = useState(0)
  const [range, setRange] = useState<[number, number]>([0, 0])

  const effectiveWidth = width || (typeof window === 'undefined' ? 1024 : window.innerWidth)
  const columns = Math.max(1, Math.floor((effectiveWidth + gap) / (minItemWidth + gap)))
  const itemWidth = (effectiveWidth - gap * (columns - 1)) / columns
  const rowHeight = measured || estimateRowHeight(itemWidth)
  const rowStride = rowHeight + gap
  const totalRows = Math.ceil(count / columns)
  const totalHeight = Math.max(0, totalRows * rowStride - gap)

  useIsoLayoutEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    const read = () => setWidth(element.clientWidth)
    read()
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', read)
      return () => window.removeEventListener('resize', read)
    }
    const observer = new ResizeObserver(read)
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled, ref])

  // contentKey re-measures once new cards are in.
  useIsoLayoutEffect(() => {
    if (!enabled) return
    let frame = 0
    const update = () => {
      frame = 0
      const element = ref.current
      if (!element) return
      const top = element.getBoundingClientRect().top
      const viewportHeight = window.innerHeight || 800
      const first = Math.floor(-top / rowStride) - overscan
      const last = Math.ceil((viewportHeight - top) / rowStride) + overscan
      const start = Math.min(Math.max(0, first), totalRows)
      const end = Math.min(Math.max(start, last), totalRows)
      setRange((current) => (current[0] === start && current[1] === end ? current : [start, end]))
      // The card inside the sample item: the item itself may be held at the last measured height.
      const sample = measureRef.current?.firstElementChild as HTMLElement | null | undefined
      if (sample && sample.offsetHeight > 0 && Math.abs(sample.offsetHeight - rowHeight) > 0.5) {
        setMeasured(sample.offsetHeight)
      }
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [enabled, ref, measureRef, rowStride, rowHeight, totalRows, overscan, contentKey])

  return { columns, measured: measured > 0, rowStride, totalHeight, startRow: range[0], endRow: range[1] }
}
