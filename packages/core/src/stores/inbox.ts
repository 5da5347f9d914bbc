import { atom } from 'jotai/vanilla'

/**
 * How many of the signed-in player's inbox messages are unread, for the header's badge (docs/product.md#inbox);
 * undefined for a visitor and until the first answer.
 */
export const inboxUnreadAtom = atom<number | undefined>(undefined)
