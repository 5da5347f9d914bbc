/**
 * The live chat vendor (docs/product.md#live-chat): the widget script the site adds for a tenant whose chat is on,
 * and the vendor's hosts that a tenant's pages then allow (docs/architecture.md#security-headers). The widget loads
 * more of itself from the vendor's hosts, opens its chat window in a frame of theirs and talks to their API over
 * HTTPS and web sockets; the vendor names its hosts as one wildcard for a Content-Security-Policy.
 */
export const liveChatScriptUrl = 'https://cdn.livechatinc.com/tracking.js'

/** Every host of the vendor, for scripts, frames and calls. */
export const liveChatHosts = 'https://*.livechatinc.com'

/** The vendor's web sockets. */
export const liveChatSockets = 'wss://*.livechatinc.com'
