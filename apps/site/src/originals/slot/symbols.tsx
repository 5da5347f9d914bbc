import type { SlotSymbol } from '@lobbykit/contract/calls/games'

/**
 * The slot's seven symbols, drawn in SVG (crisp at any size, no images or emoji). Their gradients live
 * once in `SymbolDefs`, rendered by the game, so the many symbols on screen share them.
 */
export function SymbolDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="lk-cherry" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#ffb3bd" />
          <stop offset="0.35" stopColor="#f0203d" />
          <stop offset="1" stopColor="#7d0016" />
        </radialGradient>
        <radialGradient id="lk-lemon" cx="40%" cy="30%" r="80%">
          <stop offset="0" stopColor="#fffbd0" />
          <stop offset="0.45" stopColor="#ffd92e" />
          <stop offset="1" stopColor="#d28f00" />
        </radialGradient>
        <linearGradient id="lk-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3b8" />
          <stop offset="0.45" stopColor="#f7c948" />
          <stop offset="1" stopColor="#a86a08" />
        </linearGradient>
        <linearGradient id="lk-leaf" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a6f07f" />
          <stop offset="1" stopColor="#1f8a35" />
        </linearGradient>
        <linearGradient id="lk-gem" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e6fdff" />
          <stop offset="0.5" stopColor="#56d6f7" />
          <stop offset="1" stopColor="#1760b8" />
        </linearGradient>
        <linearGradient id="lk-seven" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff8080" />
          <stop offset="0.5" stopColor="#e0122b" />
          <stop offset="1" stopColor="#74000f" />
        </linearGradient>
        <radialGradient id="lk-wild" cx="50%" cy="40%" r="65%">
          <stop offset="0" stopColor="#e3b8ff" />
          <stop offset="0.5" stopColor="#8b3cf0" />
          <stop offset="1" stopColor="#33097f" />
        </radialGradient>
      </defs>
    </svg>
  )
}

const starPoints = Array.from({ length: 16 }, (_, i) => {
  const angle = (Math.PI * 2 * i) / 16 - Math.PI / 2
  const radius = i % 2 === 0 ? 46 : 32
  return `${(50 + radius * Math.cos(angle)).toFixed(1)},${(50 + radius * Math.sin(angle)).toFixed(1)}`
}).join(' ')

function Art({ symbol, wildWord }: { symbol: SlotSymbol; wildWord: string }) {
  switch (symbol) {
    case 'cherry':
      return (
        <>
          <path
            d="M52 16C46 34 36 46 31 58M52 16C57 36 64 48 69 60"
            fill="none"
            stroke="#2d7a2a"
            strokeWidth="5"
            strokeLinecap="round"
          />
          <path
            d="M52 16C62 5 80 8 86 16C74 25 60 25 52 16Z"
            fill="url(#lk-leaf)"
            stroke="#1b5e20"
            strokeWidth="2"
          />
          <circle cx="30" cy="68" r="18" fill="url(#lk-cherry)" stroke="#5a0010" strokeWidth="2" />
          <circle cx="70" cy="70" r="18" fill="url(#lk-cherry)" stroke="#5a0010" strokeWidth="2" />
          <ellipse cx="24" cy="62" rx="5" ry="3.5" fill="#fff" opacity="0.7" />
          <ellipse cx="64" cy="64" rx="5" ry="3.5" fill="#fff" opacity="0.7" />
        </>
      )
    case 'lemon':
      return (
        <>
          <path
            d="M10 52C18 24 82 20 92 48C84 78 20 82 10 52Z"
            fill="url(#lk-lemon)"
            stroke="#a86f00"
            strokeWidth="3"
          />
          <path d="M10 52L4 54M92 48L98 46" stroke="#a86f00" strokeWidth="4" strokeLinecap="round" />
          <ellipse cx="38" cy="40" rx="14" ry="5" fill="#fff" opacity="0.55" transform="rotate(-12 38 40)" />
        </>
      )
    case 'bell':
      return (
        <>
          <circle cx="50" cy="12" r="6" fill="url(#lk-gold)" stroke="#7a4d05" strokeWidth="2" />
          <path
            d="M50 16C31 16 26 34 26 50C26 63 20 70 12 77H88C80 70 74 63 74 50C74 34 69 16 50 16Z"
            fill="url(#lk-gold)"
            stroke="#7a4d05"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <rect
            x="12"
            y="74"
            width="76"
            height="7"
            rx="3.5"
            fill="#c98b12"
            stroke="#7a4d05"
            strokeWidth="2"
          />
          <circle cx="50" cy="87" r="8" fill="url(#lk-gold)" stroke="#7a4d05" strokeWidth="2" />
          <path
            d="M38 28C34 36 33 46 33 56"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            opacity="0.6"
          />
        </>
      )
    case 'clover':
      return (
        <>
          <path
            d="M52 60C56 74 62 84 72 94"
            fill="none"
            stroke="#1f7a33"
            strokeWidth="6"
            strokeLinecap="round"
          />
          {[
            [36, 34],
            [64, 34],
            [36, 62],
            [64, 62],
          ].map(([x, y]) => (
            <circle
              key={`${x}-${y}`}
              cx={x}
              cy={y}
              r="17"
              fill="url(#lk-leaf)"
              stroke="#145a24"
              strokeWidth="2.5"
            />
          ))}
          <circle cx="50" cy="48" r="7" fill="#c7f7a8" stroke="#145a24" strokeWidth="2" />
          <ellipse cx="31" cy="28" rx="5" ry="3" fill="#fff" opacity="0.6" />
        </>
      )
    case 'diamond':
      return (
        <>
          <polygon
            points="50,92 6,38 24,12 76,12 94,38"
            fill="url(#lk-gem)"
            stroke="#0e3f7a"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path
            d="M6 38H94M24 12L36 38L50 12L64 38L76 12M36 38L50 92L64 38"
            fill="none"
            stroke="#eaffff"
            strokeWidth="2"
            opacity="0.7"
          />
          <polygon points="24,12 36,38 6,38" fill="#fff" opacity="0.25" />
        </>
      )
    case 'seven':
      return (
        <>
          <path
            d="M16 14H86V30L54 90H30L62 32H16Z"
            fill="url(#lk-seven)"
            stroke="url(#lk-gold)"
            strokeWidth="5"
            strokeLinejoin="round"
          />
          <path d="M22 20H78" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity="0.5" />
        </>
      )
    case 'wild':
      return (
        <>
          <polygon
            points={starPoints}
            fill="url(#lk-wild)"
            stroke="url(#lk-gold)"
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <text
            x="50"
            y="57"
            textAnchor="middle"
            fontSize="20"
            fontWeight="900"
            fill="#fff"
            stroke="#3b0a80"
            strokeWidth="1"
            paintOrder="stroke"
            textLength={wildWord.length > 3 ? 52 : undefined}
            lengthAdjust="spacingAndGlyphs"
            fontFamily="system-ui, sans-serif"
          >
            {wildWord}
          </text>
        </>
      )
  }
}

/** One symbol; `label` names it for screen readers (the grid around it says the row and reel). */
export function SymbolArt({
  symbol,
  wildWord,
  size = '100%',
}: {
  symbol: SlotSymbol
  wildWord: string
  size?: number | string
}) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <Art symbol={symbol} wildWord={wildWord} />
    </svg>
  )
}
