/**
 * The one message a game window sends the page around it (docs/product.md#playnow): the game balance after
 * the game loads and after every round, so the site's header balance moves with play. Same origin only:
 * the page checks `event.origin` and the shape with `isBalanceMessage` before trusting it.
 */
export const balanceMessageType = 'lobbykit:balance'

export interface BalanceMessage {
  type: typeof balanceMessageType
  /** The game balance in minor units. */
  balance: number
}

export function balanceMessage(balance: number): BalanceMessage {
  return { type: balanceMessageType, balance }
}

export function isBalanceMessage(data: unknown): data is BalanceMessage {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Record<string, unknown>
  return (
    message.type === balanceMessageType &&
    typeof message.balance === 'number' &&
    Number.isSafeInteger(message.balance) &&
    message.balance >= 0
  )
}

/** Tells the parent page (when the game runs in its iframe) the new balance. */
export function postBalance(balance: number, win: Window = window): void {
  if (win.parent === win) return
  win.parent.postMessage(balanceMessage(balance), win.location.origin)
}
