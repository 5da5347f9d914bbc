export { isActive, TopNav, type TopNavProps } from './TopNav'
export { topNavVariants } from './TopNav.css'
