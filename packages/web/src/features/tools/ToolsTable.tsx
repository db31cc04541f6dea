import type { Tool } from '@loomflow/core';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime } from '../../ui/formatDate.ts';
import { readableTextOn } from '../../ui/avatar-colors.ts';

export interface ToolsTableProps {
  readonly tools: readonly Tool[];
  readonly canDelete: boolean;
  readonly onOpen: (tool: Tool) => void;
  readonly onExport: (tool: Tool) => void;
  readonly onDelete: (tool: Tool) => void;
}

/** Tools in the order of spec §9 (as the server sends them). */
export function ToolsTable({ tools, canDelete, onOpen, onExport, onDelete }: ToolsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Tools">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Last Updated</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tools.map((tool) => (
            <TableRow key={tool.id} hover data-testid="tool-row">
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar
                    src={tool.iconSrc ?? undefined}
                    alt=""
                    sx={{
                      width: 28,
                      height: 28,
                      background: tool.color,
                      color: readableTextOn(tool.color),
                      fontSize: 14,
                    }}
                  >
                    {tool.name.charAt(0).toUpperCase()}
                  </Avatar>
                  <Link
                    component="button"
                    type="button"
                    underline="hover"
                    sx={{ fontWeight: 600, fontFamily: 'monospace' }}
                    onClick={() => {
                      onOpen(tool);
                    }}
                  >
                    {tool.name}
                  </Link>
                </Stack>
              </TableCell>
              <TableCell
                sx={{ maxWidth: 480, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {tool.description}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(tool.updatedDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="Export as JSON">
                  <IconButton
                    aria-label="Export tool"
                    onClick={() => {
                      onExport(tool);
                    }}
                  >
                    <FileDownloadOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {canDelete ? (
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label="Delete tool"
                      color="error"
                      onClick={() => {
                        onDelete(tool);
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
