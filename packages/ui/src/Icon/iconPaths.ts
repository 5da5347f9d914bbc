/** Stroke icons on a 24 px grid, drawn in currentColor so they follow the text role they sit in. */
export const iconPaths = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5',
  flame: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.6 2.2-4.6C9.5 10.2 10.5 11 11 12c.3-3.3.3-6 1-9Z',
  slots: 'M4 5h16v14H4zM9.3 5v14M14.7 5v14M5.8 12h2M11 12h2M16.2 12h2',
  cards:
    'M7 4h10a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm5 4.5-2.5 3.5 2.5 3.5 2.5-3.5Z',
  hash: 'M9 3 7 21M17 3l-2 18M4 8.5h17M3 15.5h17',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5 3.5 2.5-1.3 4h-4.4l-1.3-4Zm0-4.5v4.5m3.5 2.5 4.8-1.2m-6.1 5.2 2.6 4.1m-7.2-4.1-2.6 4.1m1.3-8.1-4.8-1.2',
  fish: 'M3 12c3-4.5 8-6 12-4l4-3v14l-4-3c-4 2-9 .5-12-4Zm11-1.2v.01',
  spade: 'M12 3c3 4 7 6 7 9.5a3.5 3.5 0 0 1-6 2.4L14 20h-4l1-5.1a3.5 3.5 0 0 1-6-2.4C5 9 9 7 12 3Z',
  rooster:
    'M8 20h8M12 20v-3M6 10c0-3 2-6 5-6l1-2 1 2 2-1-1 3c2 1 3 3 3 5 0 4-3 6-6 6s-5-2-5-5c0-1 .5-2 1-2M9 9h.01',
  lottery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  horse: 'M6 21v-6c-1.5-1-2-3-1-5l3-5 2 2h3c3 0 6 2 6 6v8M9 11h.01M13 14c2 0 3 1 3 3v4',
  bingo: 'M4 4h16v16H4zM4 9.3h16M4 14.7h16M9.3 4v16M14.7 4v16',
  arcade:
    'M6 12h12a3 3 0 0 1 3 3v2a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-2a3 3 0 0 1 3-3Zm6 0V7m0-4a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7 16h3m-1.5-1.5v3M16 16h.01',
  rocket: 'M12 15 9 12c1-5 4-8.5 10-9-.5 6-4 9-9 10Zm-3-3-3.5.5L4 15l4 .5m1.5 1.5.5 4 2.5-1.5.5-3.5M15 8h.01',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1-3-5-4-5-1.5S12 7 12 7Zm0 0c1-3 5-4 5-1.5S12 7 12 7Z',
  crown: 'M3 18h18M4 16 3 7l5 4 4-6 4 6 5-4-1 9Z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0ZM8 6H4c0 3 2 5 4 5m8-5h4c0 3-2 5-4 5m-4 2v4m-4 3h8',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1ZM4 7l11-3v3m1.5 6.5h.01',
  chat: 'M4 5h16v11H9l-5 4Z M8 9.5h8M8 12.5h5',
  handshake: 'M3 8l4-3 5 3 5-3 4 3v6l-4 4-3-2-2 2-2-2-3 2-4-4Zm6 1 3 2.5L15 9',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3Z',
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4-4',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  chevronUp: 'M5 15l7-7 7 7',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8Z',
  heart: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20Z',
  play: 'M8 5v14l11-7Z',
  logout: 'M10 4H5v16h5m4-12 4 4-4 4m4-4H9',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 8v5m0-8.5v.01',
  alert: 'M12 3 2 20h20ZM12 9.5v5m0 3v.01',
  check: 'M5 12.5l4.5 4.5L19 7',
  wrench:
    'M14.5 4a4.5 4.5 0 0 0-4.3 5.8L4 16v4h4l6.2-6.2A4.5 4.5 0 0 0 20 9.5l-3 3-3.5-1-1-3.5 3-3c-.3 0-.7-.1-1-.1Z',
  plus: 'M12 5v14M5 12h14',
  refresh: 'M20 12a8 8 0 1 1-2.4-5.7M20 4v5h-5',
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3.5 9.5c3 1 6 .5 8.5-2.5m-8.5 7.5c5-1 11 1 15.5 4M12 3c-1 5 1 12 5 17',
  mail: 'M4 6h16v12H4ZM4 7l8 6 8-6',
} as const

/** The stroke every icon is drawn with, shared by the inline icon and its mask image. */
export const iconStroke = { width: 1.8, linecap: 'round', linejoin: 'round' } as const

/**
 * One icon as a CSS mask image, for icons repeated on every game card: a masked `<span>` is one element where an
 * inline `<svg>` is two, with no SVG to parse, so a lobby of a hundred cards draws and hydrates lighter
 * (docs/architecture.md#pages-drawn-on-the-server). `filled` fills the shape as well as stroking it.
 */
export function iconMaskImage(name: keyof typeof iconPaths, { filled = false } = {}): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${filled ? 'black' : 'none'}" stroke="black" ` +
    `stroke-width="${iconStroke.width}" stroke-linecap="${iconStroke.linecap}" stroke-linejoin="${iconStroke.linejoin}">` +
    `<path d="${iconPaths[name]}"/></svg>`
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
}
