import { useLingui } from '@lingui/react/macro'
import type { RecordField } from '../../forms/RecordList'

/**
 * The first two fields of a mission or a leaderboard (docs/operators.md#missions, #leaderboards): its code, which
 * the claims and prizes already paid refer to, and whether it starts again daily or weekly.
 */
export function usePeriodicFields<Row extends { code: string; period: string }>(): RecordField<Row>[] {
  const { t } = useLingui()
  return [
    { key: 'code', label: t`Code (lower-case letters, digits and dashes; keep it when editing)` },
    {
      key: 'period',
      label: t`Period`,
      kind: 'select',
      options: [
        ['daily', t`Daily`],
        ['weekly', t`Weekly`],
      ],
    },
  ]
}
