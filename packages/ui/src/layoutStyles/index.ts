/** Style fragments (plain objects) that templates' Layout.css.ts compose with their own values in `style()`. */
export * from './fragments'
