import { vars } from '@lobbykit/ui/theme'
import { globalStyle } from '@vanilla-extract/css'

// The preview body carries the story's theme class, so the page behind a story is the theme's surface.
globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
})

// Stable screenshots: no caret blink, no transitions or animations while the visual test runs.
globalStyle('html[data-visual-test] *, html[data-visual-test] *::before, html[data-visual-test] *::after', {
  animation: 'none !important',
  transition: 'none !important',
  caretColor: 'transparent !important',
})
