import type { EvaluationRun } from '@loomflow/core';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DiffText } from './DiffText.tsx';
import { RUN_STATUS_LABELS, formatLatency, formatTokens } from './evaluation-format.ts';
import { evaluationPaths } from './evaluation-paths.ts';
import { RunVerdicts } from './RunVerdicts.tsx';
import { diffWords, sideOf } from './word-diff.ts';

export const RUN_PAGE_SIZES = [25, 50, 100, 200] as const;

export interface EvaluationRunsTableProps {
  readonly runs: readonly EvaluationRun[];
  /** Flow names by id (a column shows them when there are several). */
  readonly flowNames: ReadonlyMap<string, string>;
  readonly total: number;
  /** From 1. */
  readonly page: number;
  readonly limit: number;
  readonly onPage: (page: number) => void;
  readonly onLimit: (limit: number) => void;
}

function RunRow({ run, flowName }: { readonly run: EvaluationRun; readonly flowName: string | undefined }) {
  const parts = run.actualOutput === null ? [] : diffWords(run.expectedOutput, run.actualOutput);
  const number = String(run.sequenceNo + 1);
  return (
    <TableRow data-testid="evaluation-run" data-status={run.status} sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ color: 'text.secondary' }}>{number}</TableCell>
      {flowName === undefined ? null : <TableCell sx={{ fontWeight: 600 }}>{flowName}</TableCell>}
      <TableCell sx={{ maxWidth: 260, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {run.input}
      </TableCell>
      <TableCell sx={{ maxWidth: 300 }}>
        <DiffText parts={sideOf(parts, 'expected')} label={`Expected output of row ${number}`} />
        {run.actualOutput === null ? <Typography variant="body2">{run.expectedOutput}</Typography> : null}
      </TableCell>
      <TableCell sx={{ maxWidth: 300 }}>
        {run.actualOutput === null ? (
          <Typography variant="body2" color="text.secondary">
            {RUN_STATUS_LABELS[run.status]}
          </Typography>
        ) : (
          <DiffText parts={sideOf(parts, 'actual')} label={`Actual output of row ${number}`} />
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <RunVerdicts run={run} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatLatency(run.latencyMs)}
        <Typography variant="caption" component="div" color="text.secondary">
          {formatTokens(run.totalTokens)} tokens
        </Typography>
      </TableCell>
      <TableCell>
        {run.executionId ? (
          <Link component={RouterLink} to={evaluationPaths.trace(run.executionId)}>
            Trace
          </Link>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** Each run: the row's input, expected vs actual output with word differences marked, verdicts and trace. */
export function EvaluationRunsTable({
  runs,
  flowNames,
  total,
  page,
  limit,
  onPage,
  onLimit,
}: EvaluationRunsTableProps) {
  const severalFlows = flowNames.size > 1;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Runs">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              {severalFlows ? <TableCell>Flow</TableCell> : null}
              <TableCell>Input</TableCell>
              <TableCell>Expected</TableCell>
              <TableCell>Actual</TableCell>
              <TableCell>Verdicts</TableCell>
              <TableCell align="right">Latency</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.map((run) => (
              <RunRow
                key={run.id}
                run={run}
                flowName={severalFlows ? (flowNames.get(run.flowId) ?? run.flowId) : undefined}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={limit}
        rowsPerPageOptions={[...RUN_PAGE_SIZES]}
        onPageChange={(_event, next) => {
          onPage(next + 1);
        }}
        onRowsPerPageChange={(event) => {
          onLimit(Number(event.target.value));
        }}
      />
    </Paper>
  );
}
