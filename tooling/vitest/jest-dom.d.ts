// Testing Library's DOM matchers (toBeVisible, toHaveAccessibleName, …) on vitest's expect, for the type
// checks of the packages whose tests use them; dom-setup.ts registers them at run time.
import '@testing-library/jest-dom/vitest'
