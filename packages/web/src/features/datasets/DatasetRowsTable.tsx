import type { DatasetRow } from '@loomflow/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { EditableCell } from './EditableCell.tsx';

export const ROW_PAGE_SIZES = [25, 50, 100, 200] as const;

export type RowField = 'input' | 'output';

export interface DatasetRowsTableProps {
  readonly rows: readonly DatasetRow[];
  readonly total: number;
  /** From 1. */
  readonly page: number;
  readonly limit: number;
  /** Rows may be edited, reordered, selected and deleted. */
  readonly editable: boolean;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (ids: ReadonlySet<string>) => void;
  readonly onSave: (row: DatasetRow, field: RowField, text: string) => Promise<void>;
  readonly onDelete: (row: DatasetRow) => void;
  /** The dragged row takes the place of the row it is dropped on. */
  readonly onMove: (movedId: string, targetId: string) => void;
  readonly onPage: (page: number) => void;
  readonly onLimit: (limit: number) => void;
}

const inputRequired = (text: string) => (text.trim() === '' ? 'Input cannot be empty' : undefined);

/** A dataset's rows by sequence number: inline edits, drag handles to reorder, checkboxes for bulk delete. */
export function DatasetRowsTable(props: DatasetRowsTableProps) {
  const { rows, total, page, limit, editable, selected, onSelect, onSave, onDelete, onMove } = props;
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const endDrag = () => {
    setDraggedId(null);
    setOverId(null);
  };
  const moveBy = (index: number, step: -1 | 1) => {
    const row = rows[index];
    const neighbour = rows[index + step];
    if (row && neighbour) onMove(row.id, neighbour.id);
  };

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Dataset rows">
          <TableHead>
            <TableRow>
              {editable ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    onChange={() => {
                      onSelect(allSelected ? new Set() : new Set(rows.map((row) => row.id)));
                    }}
                    slotProps={{ input: { 'aria-label': 'Select all rows on this page' } }}
                  />
                </TableCell>
              ) : null}
              {editable ? <TableCell padding="none" /> : null}
              <TableCell sx={{ width: 56 }}>#</TableCell>
              <TableCell sx={{ width: '45%' }}>Input</TableCell>
              <TableCell sx={{ width: '45%' }}>Expected Output</TableCell>
              {editable ? <TableCell align="right" /> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              const number = row.sequenceNo + 1;
              return (
                <TableRow
                  key={row.id}
                  hover
                  data-testid="dataset-row-item"
                  selected={selected.has(row.id) || overId === row.id}
                  onDragOver={(event) => {
                    if (draggedId === null) return;
                    event.preventDefault();
                    setOverId(row.id);
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (draggedId !== null && draggedId !== row.id) onMove(draggedId, row.id);
                    endDrag();
                  }}
                  sx={{ opacity: draggedId === row.id ? 0.4 : 1, verticalAlign: 'top' }}
                >
                  {editable ? (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(row.id)}
                        onChange={() => {
                          toggle(row.id);
                        }}
                        slotProps={{ input: { 'aria-label': `Select row ${String(number)}` } }}
                      />
                    </TableCell>
                  ) : null}
                  {editable ? (
                    <TableCell padding="none">
                      <Tooltip title="Drag to reorder (or focus and use the arrow keys)">
                        <IconButton
                          size="small"
                          draggable
                          aria-label={`Move row ${String(number)}`}
                          sx={{ cursor: 'grab' }}
                          onDragStart={(event) => {
                            event.dataTransfer.effectAllowed = 'move';
                            event.dataTransfer.setData('text/plain', row.id);
                            setDraggedId(row.id);
                          }}
                          onDragEnd={endDrag}
                          onKeyDown={(event) => {
                            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                              event.preventDefault();
                              moveBy(index, event.key === 'ArrowUp' ? -1 : 1);
                            }
                          }}
                        >
                          <DragIndicatorIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  ) : null}
                  <TableCell sx={{ color: 'text.secondary' }}>{number}</TableCell>
                  <TableCell>
                    <EditableCell
                      value={row.input}
                      label={`input of row ${String(number)}`}
                      editable={editable}
                      validate={inputRequired}
                      onSave={(text) => onSave(row, 'input', text)}
                    />
                  </TableCell>
                  <TableCell>
                    <EditableCell
                      value={row.output}
                      label={`expected output of row ${String(number)}`}
                      editable={editable}
                      onSave={(text) => onSave(row, 'output', text)}
                    />
                  </TableCell>
                  {editable ? (
                    <TableCell align="right">
                      <Tooltip title="Delete row">
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={`Delete row ${String(number)}`}
                          onClick={() => {
                            onDelete(row);
                          }}
                        >
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={limit}
        rowsPerPageOptions={[...ROW_PAGE_SIZES]}
        onPageChange={(_event, next) => {
          props.onPage(next + 1);
        }}
        onRowsPerPageChange={(event) => {
          props.onLimit(Number(event.target.value));
        }}
      />
    </Paper>
  );
}
