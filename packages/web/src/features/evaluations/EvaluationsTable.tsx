import type { EvaluationListItem } from '@loomflow/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../ui/formatDate.ts';
import { formatPassRate, isActive } from './evaluation-format.ts';
import { evaluationPaths } from './evaluation-paths.ts';
import { EvaluationStatus } from './EvaluationStatus.tsx';

export type EvaluationAction = 'cancel' | 'runAgain' | 'delete';

export interface EvaluationsTableProps {
  readonly evaluations: readonly EvaluationListItem[];
  readonly allowed: ReadonlySet<EvaluationAction>;
  readonly onAction: (action: EvaluationAction, evaluation: EvaluationListItem) => void;
}

/** The latest version of each evaluation: status and progress, pass rate, outdated badge, flows and dataset. */
export function EvaluationsTable({ evaluations, allowed, onAction }: EvaluationsTableProps) {
  const action = (kind: EvaluationAction, evaluation: EvaluationListItem) => () => {
    onAction(kind, evaluation);
  };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Evaluations">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Version</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Pass rate</TableCell>
            <TableCell>Flows</TableCell>
            <TableCell>Dataset</TableCell>
            <TableCell>Run</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {evaluations.map((evaluation) => {
            const active = isActive(evaluation.status);
            return (
              <TableRow key={evaluation.id} hover data-testid="evaluation-row">
                <TableCell sx={{ fontWeight: 600 }}>
                  <Link component={RouterLink} to={evaluationPaths.results(evaluation.id)}>
                    {evaluation.name}
                  </Link>
                  {evaluation.outdated ? (
                    <Tooltip title="A flow or the dataset changed since this run: run it again for current results.">
                      <Chip size="small" color="warning" variant="outlined" label="Outdated" sx={{ ml: 1 }} />
                    </Tooltip>
                  ) : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  v{evaluation.version}
                  {evaluation.versionCount > 1 ? (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' '}
                      of {evaluation.versionCount}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  <EvaluationStatus evaluationId={evaluation.id} progress={evaluation.progress} />
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatPassRate(evaluation.summary.overall.passRate)}
                </TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  {evaluation.flows.map((flow) => flow.name).join(', ')}
                </TableCell>
                <TableCell>{evaluation.datasetName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(evaluation.startedDate ?? evaluation.createdDate)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {active && allowed.has('cancel') ? (
                    <Tooltip title="Cancel: finished runs are kept">
                      <IconButton
                        aria-label={`Cancel ${evaluation.name}`}
                        onClick={action('cancel', evaluation)}
                      >
                        <StopCircleOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  {!active && allowed.has('runAgain') ? (
                    <Tooltip title="Run again as a new version">
                      <IconButton
                        aria-label={`Run ${evaluation.name} again`}
                        onClick={action('runAgain', evaluation)}
                      >
                        <ReplayIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  {allowed.has('delete') ? (
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label={`Delete ${evaluation.name}`}
                        color="error"
                        onClick={action('delete', evaluation)}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
