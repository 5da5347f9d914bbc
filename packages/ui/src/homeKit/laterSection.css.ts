import { style } from '@vanilla-extract/css'

/**
 * A home section past the first screen (docs/architecture.md#pages-drawn-on-the-server): the browser skips its
 * style, layout and paint, title bar and cards together, until it nears the screen, as `laterCard` does for a
 * single card. On a drawn home the first layout of the lists a phone cannot see yet was the page's largest single
 * task. Until first drawn it stands 640 px tall; after that, at the height it last had.
 */
export const laterSection = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 640px',
})
