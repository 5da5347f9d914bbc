/** Line icons on a 24 px grid in currentColor; always decorative (the control carries the label). */
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  home: 'M3 11 12 4l9 7M6 9.5V20h12V9.5',
  slots: 'M4 5h16v14H4zM9.3 5v14M14.7 5v14',
  live: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  sports: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 8l3.4 2.5-1.3 4H9.9l-1.3-4Z',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7C11 4 7 3.5 7 5.5S12 7 12 7Zm0 0c1-3 5-3.5 5-1.5S12 7 12 7Z',
  crown: 'M3 18h18M4 15 3 7l5 4 4-6 4 6 5-4-1 8Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  logout: 'M10 4H5v16h5m4-12 4 4-4 4m4-4H9',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4.2-4.2',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8Z',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3Z',
  play: 'M8 5v14l11-7Z',
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1ZM4 7l11-3v3m1.5 6.5h.01',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  fish: 'M3 12c3-4.5 8-6 12-4l4-3v14l-4-3c-4 2-9 .5-12-4Z',
  cards:
    'M7 4h10a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm5 4.5-2.5 3.5 2.5 3.5 2.5-3.5Z',
  rocket: 'M12 15 9 12c1-5 4-8.5 10-9-.5 6-4 9-9 10Zm-3-3-3.5.5L4 15l4 .5m1.5 1.5.5 4 2.5-1.5.5-3.5',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4Z',
  flame: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.6 2.2-4.6C9.5 10.2 10.5 11 11 12c.3-3.3.3-6 1-9Z',
} as const

export type IconName = keyof typeof paths

/** The icon a game category or menu entry shows, by its key. */
export function iconFor(key: string): IconName {
  const byKey: Record<string, IconName> = {
    home: 'home',
    hot: 'flame',
    slot_game: 'slots',
    casino: 'live',
    sportsbook: 'sports',
    fishing: 'fish',
    poker: 'cards',
    crash: 'rocket',
    lottery: 'ticket',
    bingo: 'grid',
    promotions: 'gift',
    vip: 'crown',
    leaderboard: 'star',
  }
  return byKey[key] ?? 'grid'
}

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  )
}
