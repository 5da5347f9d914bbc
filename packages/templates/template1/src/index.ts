export { Layout, type LayoutProps } from './Layout'
export { meta } from './meta'
