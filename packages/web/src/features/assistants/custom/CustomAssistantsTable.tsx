import type { Assistant } from '@loomflow/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
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
import { formatDateTime } from '../../../ui/formatDate.ts';
import { customDetailsOf, modelLabelOf } from '../assistant-details.ts';
import { ASSISTANT_PATHS } from '../assistant-paths.ts';

export interface CustomAssistantsTableProps {
  readonly assistants: readonly Assistant[];
  readonly canDelete: boolean;
  readonly onDelete: (assistant: Assistant, name: string) => void;
}

/** Custom assistants: name (opens the builder), chat model, number of tools, last update. */
export function CustomAssistantsTable({ assistants, canDelete, onDelete }: CustomAssistantsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Custom assistants">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Chat model</TableCell>
            <TableCell>Tools</TableCell>
            <TableCell>Last Updated</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {assistants.map((assistant) => {
            const details = customDetailsOf(assistant);
            return (
              <TableRow key={assistant.id} hover data-testid="custom-assistant-row">
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={ASSISTANT_PATHS.customAssistant(assistant.id)}
                    sx={{ fontWeight: 600 }}
                  >
                    {details.name}
                  </Link>
                  {details.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {details.description}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{modelLabelOf(details) || '—'}</TableCell>
                <TableCell>{details.tools.length}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(assistant.updatedDate)}</TableCell>
                <TableCell align="right">
                  {canDelete ? (
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label={`Delete ${details.name}`}
                        color="error"
                        onClick={() => {
                          onDelete(assistant, details.name);
                        }}
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
