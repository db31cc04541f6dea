import type { Dataset } from '@loomflow/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
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
import { datasetPaths } from './dataset-paths.ts';

export interface DatasetsTableProps {
  readonly datasets: readonly Dataset[];
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
  readonly onEdit: (dataset: Dataset) => void;
  readonly onDelete: (dataset: Dataset) => void;
}

/** Datasets with description, row count and last change; the name opens the rows. */
export function DatasetsTable({ datasets, canUpdate, canDelete, onEdit, onDelete }: DatasetsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Datasets">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Rows</TableCell>
            <TableCell>Last Updated</TableCell>
            {canUpdate || canDelete ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {datasets.map((dataset) => (
            <TableRow key={dataset.id} hover data-testid="dataset-row">
              <TableCell sx={{ fontWeight: 600 }}>
                <Link component={RouterLink} to={datasetPaths.rows(dataset.id)}>
                  {dataset.name}
                </Link>
              </TableCell>
              <TableCell sx={{ maxWidth: 420 }}>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {dataset.description}
                </Typography>
              </TableCell>
              <TableCell align="right">{dataset.rowCount.toLocaleString()}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(dataset.updatedDate)}</TableCell>
              {canUpdate || canDelete ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canUpdate ? (
                    <Tooltip title="Rename or describe">
                      <IconButton
                        aria-label={`Edit ${dataset.name}`}
                        onClick={() => {
                          onEdit(dataset);
                        }}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  {canDelete ? (
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label={`Delete ${dataset.name}`}
                        color="error"
                        onClick={() => {
                          onDelete(dataset);
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
