import type { EvaluationProgress } from '@loomflow/core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { STATUS_COLORS, STATUS_LABELS, isActive } from './evaluation-format.ts';
import { useEvaluationProgress } from './useEvaluations.ts';

export interface EvaluationStatusProps {
  readonly evaluationId: string;
  readonly progress: EvaluationProgress;
}

/**
 * The evaluation's status chip; while it runs, a progress bar of finished row × flow runs, kept current from
 * the server's progress.
 */
export function EvaluationStatus({ evaluationId, progress }: EvaluationStatusProps) {
  const current = useEvaluationProgress(evaluationId, progress);
  const percent = current.total === 0 ? 0 : Math.round((current.done / current.total) * 100);
  const chip = (
    <Chip size="small" label={STATUS_LABELS[current.status]} color={STATUS_COLORS[current.status]} />
  );
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      {current.error ? <Tooltip title={current.error}>{chip}</Tooltip> : <Box>{chip}</Box>}
      {isActive(current.status) ? (
        <Box>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Evaluation progress"
            data-testid="evaluation-progress"
          />
          <Typography variant="caption" color="text.secondary">
            {current.done.toLocaleString()} of {current.total.toLocaleString()} runs
            {current.errors > 0 ? ` · ${current.errors.toLocaleString()} errors` : ''}
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
}
