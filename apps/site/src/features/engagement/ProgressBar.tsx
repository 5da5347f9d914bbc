import * as styles from './engagement.css'

/** A bar from 0 to 100 % that assistive technology reads as a progress bar, with its name and spoken value. */
export function ProgressBar({
  label,
  percent,
  valueText,
}: {
  label: string
  percent: number
  valueText?: string
}) {
  const shown = Math.round(Math.min(100, Math.max(0, percent)))
  return (
    <div
      className={styles.progressTrack}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={valueText}
    >
      <div className={styles.progressFill} style={{ width: `${shown}%` }} />
    </div>
  )
}
