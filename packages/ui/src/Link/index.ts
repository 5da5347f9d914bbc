export { Link, LinkProvider, type LinkRenderProps } from './Link'
