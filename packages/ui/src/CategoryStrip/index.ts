export { CategoryStrip, type CategoryStripProps } from './CategoryStrip'
export { categoryStripVariants } from './CategoryStrip.css'
