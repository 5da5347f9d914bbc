import { render, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoLobbyProps } from '../demo'
import { memoOnFilter } from './memoOnFilter'
import { useLobbyFilter } from './useLobbyFilter'

interface Filter {
  sort: string
  search: string
}

/** The sort each render of Control showed. */
const renders: string[] = []
const Control = memoOnFilter(
  function Control({ filter, classes }: { filter: Filter; classes: { root?: string } }) {
    renders.push(filter.sort)
    return <p className={classes.root}>{filter.sort}</p>
  },
  (filter) => [filter.sort],
)

beforeEach(() => {
  renders.length = 0
})

describe('memoOnFilter', () => {
  it('skips a control at a keystroke that changes only what it does not show', () => {
    const { rerender } = render(<Control filter={{ sort: 'new', search: 'g' }} classes={{ root: 'box' }} />)
    // A new filter and a new class-names object with the same entries, as a template makes at every render.
    rerender(<Control filter={{ sort: 'new', search: 'go' }} classes={{ root: 'box' }} />)
    expect(renders).toEqual(['new'])
  })

  it('renders a control again when what it shows or its class names change', () => {
    const { rerender, container } = render(<Control filter={{ sort: 'new', search: '' }} classes={{}} />)
    rerender(<Control filter={{ sort: 'name', search: '' }} classes={{}} />)
    rerender(<Control filter={{ sort: 'name', search: '' }} classes={{ root: 'wide' }} />)
    expect(renders).toEqual(['new', 'name', 'name'])
    expect(container.querySelector('p')?.className).toBe('wide')
  })
})

describe('useLobbyFilter callbacks', () => {
  it('stay the same across renders and act on the lobby as it is now', () => {
    const changes: unknown[] = []
    const first = demoLobbyProps({ onQueryChange: (change) => changes.push(['first', change]) })
    const { result, rerender } = renderHook((props) => useLobbyFilter(props), { initialProps: first })
    const { setProvider, setSort, clear } = result.current
    rerender(demoLobbyProps({ onQueryChange: (change) => changes.push(['second', change]) }))
    expect(result.current.setProvider).toBe(setProvider)
    expect(result.current.setSort).toBe(setSort)
    expect(result.current.clear).toBe(clear)
    setSort('new')
    expect(changes).toEqual([['second', { sort: 'new' }]])
  })
})
