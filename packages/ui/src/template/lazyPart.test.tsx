import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyPart } from './lazyPart'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

/** A load that resolves or fails when the test says. */
function controlledLoad() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = []
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) =>
        calls.push({ resolve: () => resolve(Greeting), reject }),
      ),
  )
  return { load, calls }
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children
  }
}

describe('lazyPart', () => {
  it('shows the fallback until its code arrives, then the part, loading it once', async () => {
    const { load, calls } = controlledLoad()
    const Part = lazyPart(load)
    // A part that suspends inside act needs an awaited act: React queues its retry there.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Part name="Ana" />
          <Part name="Ben" />
        </Suspense>,
      )
    })
    expect(screen.getByText('Loading')).toBeTruthy()
    await act(async () => calls[0]?.resolve())
    expect(await screen.findByText('Hello Ana')).toBeTruthy()
    expect(screen.getByText('Hello Ben')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  it('renders at once, without a fallback, once preloaded', async () => {
    const { load, calls } = controlledLoad()
    const Part = lazyPart(load)
    const preloading = Part.preload?.()
    calls[0]?.resolve()
    await preloading
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ana" />
      </Suspense>,
    )
    expect(screen.queryByText('Loading')).toBeNull()
    expect(screen.getByText('Hello Ana')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  it('shows a failed load to the error boundary, and loads again when asked to', async () => {
    const { load, calls } = controlledLoad()
    const Part = lazyPart(load)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const tree = (
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Part name="Ana" />
        </Suspense>
      </Boundary>
    )
    const first = await act(async () => render(tree))
    await act(async () => calls[0]?.reject(new Error('chunk failed')))
    expect(await screen.findByText('Could not load')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
    first.unmount()
    const again = Part.preload?.()
    calls[1]?.resolve()
    await again
    await act(async () => render(tree))
    expect(screen.getByText('Hello Ana')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
