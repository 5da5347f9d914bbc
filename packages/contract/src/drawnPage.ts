/**
 * A drawn page's buttons do nothing until its code has run (docs/architecture.md#server-rendering): the served
 * page keeps the buttons pressed before then in `window[earlyClicksKey]`, and the site presses them again once it
 * has hydrated.
 */
export const earlyClicksKey = '__lobbykitEarlyClicks'
