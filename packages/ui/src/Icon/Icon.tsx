import type { SVGProps } from 'react'
import { iconPaths, iconStroke } from './iconPaths'

export type IconName = keyof typeof iconPaths
export const iconNames = Object.keys(iconPaths) as IconName[]

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName
  size?: number
  /** When set, the icon is announced with this text; otherwise it is decorative and hidden. */
  label?: string
}

export function Icon({ name, size = 20, label, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={iconStroke.width}
      strokeLinecap={iconStroke.linecap}
      strokeLinejoin={iconStroke.linejoin}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      <path d={iconPaths[name]} />
    </svg>
  )
}

/** The icon each of the 13 game categories shows. */
export const categoryIcons: Record<string, IconName> = {
  hot: 'flame',
  slot_game: 'slots',
  casino: 'cards',
  hash_game: 'hash',
  sportsbook: 'sports',
  fishing: 'fish',
  poker: 'spade',
  sabong: 'rooster',
  lottery: 'lottery',
  horse_racing: 'horse',
  bingo: 'bingo',
  arcade: 'arcade',
  crash: 'rocket',
}

/** Icons for the usual site menu keys. */
export const menuIcons: Record<string, IconName> = {
  home: 'home',
  promotions: 'gift',
  vip: 'crown',
  leaderboard: 'trophy',
  referral: 'handshake',
  download: 'download',
  account: 'user',
  deposit: 'wallet',
}

export function iconFor(key: string, fallback: IconName = 'star'): IconName {
  return categoryIcons[key] ?? menuIcons[key] ?? fallback
}
