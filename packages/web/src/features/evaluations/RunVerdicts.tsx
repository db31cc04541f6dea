import type { EvaluationRun } from '@loomflow/core';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { VerdictChip } from '../evaluators/VerdictChip.tsx';

/** Each evaluator's verdict on a run; the judge's (or the check's) reason under it. */
export function RunVerdicts({ run }: { readonly run: EvaluationRun }) {
  return (
    <Stack spacing={0.75}>
      {run.error ? (
        <Typography variant="body2" color="error">
          {run.error}
        </Typography>
      ) : null}
      {run.verdicts.map((verdict, index) => (
        <Stack key={`${verdict.evaluatorId ?? verdict.evaluatorName}-${String(index)}`} spacing={0.25}>
          <Tooltip title={verdict.reason}>
            <span>
              <VerdictChip verdict={verdict.verdict} label={verdict.evaluatorName} />
            </span>
          </Tooltip>
          {verdict.type === 'llm' && verdict.reason ? (
            <Typography variant="caption" color="text.secondary" data-testid="judge-reason">
              {verdict.score === null ? '' : `Score ${String(verdict.score)}: `}
              {verdict.reason}
            </Typography>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
