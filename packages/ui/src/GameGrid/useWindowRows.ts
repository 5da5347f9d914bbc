import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'

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
  /**
   * Whether the grid has measured its width. Before (the server's drawing of the page, and the browser's first
   * render of it) nothing is known of the screen, so the rows are not worked out from it.
   */
  placed: boolean
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
  const [placed, setPlaced] = useState(false)
  const [measured, setMeasured] = useState(0)
  // The rows the window shows (overscan included), before they are cut to the grid's rows.
  const [seen, setSeen] = useState<[number, number]>([0, 0])
  const seenGeometry = useRef<string>(undefined)

  // The same before placing on the server and in the browser: the layout effect places the grid before any paint.
  const effectiveWidth = width || (placed ? window.innerWidth : 1024)
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
    setPlaced(true)
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
    const geometry = `${rowStride} ${overscan}`
    const update = () => {
      frame = 0
      const element = ref.current
      if (!element) return
      const top = element.getBoundingClientRect().top
      const viewportHeight = window.innerHeight || 800
      const first = Math.floor(-top / rowStride) - overscan
      const last = Math.ceil((viewportHeight - top) / rowStride) + overscan
      seenGeometry.current = geometry
      setSeen((current) => (current[0] === first && current[1] === last ? current : [first, last]))
      // The card inside the sample item: the item itself may be held at the last measured height.
      const sample = measureRef.current?.firstElementChild as HTMLElement | null | undefined
      if (sample && sample.offsetHeight > 0 && Math.abs(sample.offsetHeight - rowHeight) > 0.5) {
        setMeasured(sample.offsetHeight)
      }
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // Only the games changed (a keystroke's answer): the window shows the same rows, so this frame keeps them
    // and the next checks, rather than forcing the browser to lay the page out now, before it can paint.
    if (seenGeometry.current === geometry) schedule()
    else update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [enabled, ref, measureRef, rowStride, rowHeight, totalRows, overscan, contentKey])

  const startRow = Math.min(Math.max(0, seen[0]), totalRows)
  const endRow = Math.min(Math.max(startRow, seen[1]), totalRows)
  return { placed, columns, measured: measured > 0, rowStride, totalHeight, startRow, endRow }
}
