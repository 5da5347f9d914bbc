import { style } from '@vanilla-extract/css'

/**
 * A home section past the first screen (docs/architecture.md#pages-drawn-on-the-server): the browser skips its
 * style, layout and paint, title bar and cards together, until it nears the screen. On a drawn home the first
 * layout of the lists a phone cannot see yet was the page's largest single task. While skipped it stands
 * `--later-section-height` tall (a template's estimate; the browser then remembers the real height).
 */
export const laterSection = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto var(--later-section-height, 640px)',
})
