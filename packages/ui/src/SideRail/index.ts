export { SideRail, type SideRailGroup, type SideRailProps } from './SideRail'
export { sideRailVariants } from './SideRail.css'
