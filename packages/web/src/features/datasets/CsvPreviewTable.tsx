import type { DatasetCsvPreview } from '@loomflow/core';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface CsvPreviewTableProps {
  readonly preview: DatasetCsvPreview;
  readonly inputColumn: string | undefined;
  readonly outputColumn: string | undefined;
}

/** The first rows of a CSV file, the columns chosen as input and expected output marked in their header. */
export function CsvPreviewTable({ preview, inputColumn, outputColumn }: CsvPreviewTableProps) {
  const role = (column: string) =>
    column === inputColumn ? 'input' : column === outputColumn ? 'expected output' : undefined;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 260 }}>
      <Table size="small" stickyHeader aria-label="CSV preview">
        <TableHead>
          <TableRow>
            {preview.columns.map((column, index) => (
              <TableCell
                key={`${String(index)}-${column}`}
                sx={{ fontWeight: 600, bgcolor: role(column) ? 'action.selected' : undefined }}
              >
                {column}
                {role(column) ? ` (${role(column) ?? ''})` : ''}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.sampleRows.map((cells, rowIndex) => (
            <TableRow key={rowIndex}>
              {preview.columns.map((column, index) => (
                <TableCell
                  key={`${String(index)}-${column}`}
                  sx={{
                    maxWidth: 240,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    bgcolor: role(column) ? 'action.hover' : undefined,
                  }}
                >
                  {cells[index] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
