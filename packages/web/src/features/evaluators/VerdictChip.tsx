import type { Verdict } from '@loomflow/core';
import Chip from '@mui/material/Chip';

const COLORS = { pass: 'success', fail: 'error', error: 'warning' } as const;
const LABELS: Readonly<Record<Verdict, string>> = { pass: 'Pass', fail: 'Fail', error: 'Error' };

/** A verdict as a coloured chip: Pass (green), Fail (red), Error (amber: the check could not be made). */
export function VerdictChip({ verdict, label }: { readonly verdict: Verdict; readonly label?: string }) {
  return (
    <Chip
      size="small"
      color={COLORS[verdict]}
      label={label ? `${label}: ${LABELS[verdict]}` : LABELS[verdict]}
      data-verdict={verdict}
    />
  );
}
