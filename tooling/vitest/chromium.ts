/**
 * Debian's Chromium as every browser test and bench starts it (docs/architecture.md#tests): headless, with nothing
 * of its own on the network. CHROMIUM_PATH names another binary.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Every demo tenant lives on `<code>.localhost`: this pins those names to IPv4 loopback, where the API listens. */
export const localhostOnLoopback = '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1'
