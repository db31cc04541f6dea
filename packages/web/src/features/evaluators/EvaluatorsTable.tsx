import type { Evaluator } from '@loomflow/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../ui/formatDate.ts';
import { EVALUATOR_TYPE_LABELS, describeEvaluator } from './evaluator-labels.ts';

export interface EvaluatorsTableProps {
  readonly evaluators: readonly Evaluator[];
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
  readonly onEdit: (evaluator: Evaluator) => void;
  readonly onDelete: (evaluator: Evaluator) => void;
}

/** Evaluators with their kind and what they check. */
export function EvaluatorsTable({
  evaluators,
  canUpdate,
  canDelete,
  onEdit,
  onDelete,
}: EvaluatorsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Evaluators">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Checks</TableCell>
            <TableCell>Last Updated</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {evaluators.map((evaluator) => (
            <TableRow key={evaluator.id} hover data-testid="evaluator-row">
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{evaluator.name}</Typography>
                {evaluator.description ? (
                  <Typography variant="body2" color="text.secondary">
                    {evaluator.description}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <Chip size="small" label={EVALUATOR_TYPE_LABELS[evaluator.type]} />
              </TableCell>
              <TableCell sx={{ maxWidth: 420, wordBreak: 'break-word' }}>
                {describeEvaluator(evaluator)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(evaluator.updatedDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={canUpdate ? 'Edit or try' : 'View or try'}>
                  <IconButton
                    aria-label={`Open ${evaluator.name}`}
                    onClick={() => {
                      onEdit(evaluator);
                    }}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {canDelete ? (
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete ${evaluator.name}`}
                      color="error"
                      onClick={() => {
                        onDelete(evaluator);
                      }}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
