import { configure } from '@testing-library/react'

// On a busy 2-core CI machine a screen's first render can pass the default second of `findBy…`.
configure({ asyncUtilTimeout: 4000 })

// The router scrolls to the top on navigation; jsdom has no layout to scroll.
window.scrollTo = () => undefined
