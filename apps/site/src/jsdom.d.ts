// The one part of jsdom the server render uses (src/server.tsx): a window for DOMPurify. Its full types
// (@types/jsdom) bring a second undici-types that changes the API's fetch types.
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify'
  export class JSDOM {
    constructor(html?: string)
    readonly window: WindowLike
  }
}
