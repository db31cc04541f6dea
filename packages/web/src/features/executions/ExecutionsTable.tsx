import type { Execution } from '@loomflow/core';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '../../ui/formatDate.ts';
import { executionDurationMs, formatDuration } from './execution-format.ts';
import { stateChipColor } from './trace/outcome-colors.ts';

export const PAGE_SIZES = [12, 25, 50, 100] as const;

export interface ExecutionsTableProps {
  readonly executions: readonly Execution[];
  readonly total: number;
  /** From 1. */
  readonly page: number;
  readonly limit: number;
  readonly selected: ReadonlySet<string>;
  readonly selectable: boolean;
  readonly onSelect: (ids: ReadonlySet<string>) => void;
  readonly onOpen: (execution: Execution) => void;
  readonly onPage: (page: number) => void;
  readonly onLimit: (limit: number) => void;
}

/** Runs with flow, session, state, start and duration; rows open the trace; checkboxes pick runs to delete. */
export function ExecutionsTable({
  executions,
  total,
  page,
  limit,
  selected,
  selectable,
  onSelect,
  onOpen,
  onPage,
  onLimit,
}: ExecutionsTableProps) {
  const allSelected = executions.length > 0 && executions.every((execution) => selected.has(execution.id));
  const someSelected = executions.some((execution) => selected.has(execution.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Executions">
          <TableHead>
            <TableRow>
              {selectable ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    onChange={() => {
                      onSelect(
                        allSelected ? new Set() : new Set(executions.map((execution) => execution.id)),
                      );
                    }}
                    slotProps={{ input: { 'aria-label': 'Select all executions on this page' } }}
                  />
                </TableCell>
              ) : null}
              <TableCell>Flow</TableCell>
              <TableCell>Session</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Started</TableCell>
              <TableCell align="right">Duration</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {executions.map((execution) => (
              <TableRow
                key={execution.id}
                hover
                data-testid="execution-row"
                selected={selected.has(execution.id)}
                onClick={() => {
                  onOpen(execution);
                }}
                sx={{ cursor: 'pointer' }}
              >
                {selectable ? (
                  <TableCell
                    padding="checkbox"
                    onClick={(event) => {
                      event.stopPropagation();
                    }}
                  >
                    <Checkbox
                      checked={selected.has(execution.id)}
                      onChange={() => {
                        toggle(execution.id);
                      }}
                      slotProps={{ input: { 'aria-label': `Select execution ${execution.id}` } }}
                    />
                  </TableCell>
                ) : null}
                <TableCell sx={{ fontWeight: 600 }}>
                  {execution.agentflow?.name ?? execution.agentflowId}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{execution.sessionId}</TableCell>
                <TableCell>
                  <Chip size="small" label={execution.state} color={stateChipColor(execution.state)} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(execution.createdDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(executionDurationMs(execution))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
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
