import { useSyncExternalStore } from 'react'
import { desktop } from './meta'

/** Whether the desktop media query matches (false on the server and in tests without matchMedia). */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {}
      const query = window.matchMedia(desktop)
      query.addEventListener('change', notify)
      return () => query.removeEventListener('change', notify)
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(desktop).matches : false),
    () => false,
  )
}
