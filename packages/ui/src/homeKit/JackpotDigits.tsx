export interface JackpotDigitsProps {
  /** The formatted amount; nothing renders without one. */
  amount?: string
  classNames: { root?: string; readOut?: string; digit?: string; mark?: string }
}

/**
 * The jackpot as a row of digit blocks (odometer drums, gold tiles) with the separators between: the
 * blocks are hidden from screen readers, which hear the amount once.
 */
export function JackpotDigits({ amount, classNames }: JackpotDigitsProps) {
  if (amount === undefined) return null
  const blocks = Array.from(amount, (char, position) => ({ key: `${position}-${char}`, char }))
  return (
    <p className={classNames.root}>
      <span className={classNames.readOut}>{amount}</span>
      {blocks.map(({ key, char }) => (
        <span
          key={key}
          className={/\p{Nd}/u.test(char) ? classNames.digit : classNames.mark}
          aria-hidden="true"
        >
          {char}
        </span>
      ))}
    </p>
  )
}
