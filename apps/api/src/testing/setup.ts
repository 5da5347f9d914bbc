import { usePasswordCost } from '../security/passwords'

// docs/architecture.md#passwords: tests hash at a small cost, so that a suite's sign-ups take seconds, not minutes.
// The tests of the cost itself set it back to production's.
usePasswordCost({ N: 2 ** 10, r: 8, p: 1 })
