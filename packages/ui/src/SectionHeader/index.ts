export { SectionHeader, type SectionHeaderProps } from './SectionHeader'
export { sectionHeaderVariants } from './SectionHeader.css'
