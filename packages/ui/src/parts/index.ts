/**
 * Class names of the inner parts of ui blocks, for a template's .css.ts (nothing here renders): style a
 * block's part by its name (`${header} ${headerParts.actions}`), not by the block's markup
 * (`${header} > div:last-child`), which ui may change.
 */
export { headerParts } from '../Header/Header.css'
export { logoParts } from '../Logo/Logo.css'
