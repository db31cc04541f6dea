import type { Variable } from '@loomflow/core';
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

export interface VariablesTableProps {
  readonly variables: readonly Variable[];
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
  readonly onEdit: (variable: Variable) => void;
  readonly onDelete: (variable: Variable) => void;
}

export function VariablesTable({ variables, canUpdate, canDelete, onEdit, onDelete }: VariablesTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Variables">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Value</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Last Updated</TableCell>
            {canUpdate || canDelete ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {variables.map((variable) => (
            <TableRow key={variable.id} hover data-testid="variable-row">
              <TableCell sx={{ fontWeight: 600, fontFamily: 'monospace' }}>{variable.name}</TableCell>
              <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {variable.type === 'runtime' ? (
                  <Typography variant="body2" color="text.secondary">
                    from the server environment
                  </Typography>
                ) : (
                  variable.value
                )}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={variable.type === 'runtime' ? 'Runtime' : 'Static'}
                  color={variable.type === 'runtime' ? 'secondary' : 'default'}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(variable.updatedDate)}</TableCell>
              {canUpdate || canDelete ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canUpdate ? (
                    <Tooltip title="Edit">
                      <IconButton
                        aria-label="Edit variable"
                        onClick={() => {
                          onEdit(variable);
                        }}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  {canDelete ? (
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label="Delete variable"
                        color="error"
                        onClick={() => {
                          onDelete(variable);
                        }}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
