import type { Assistant } from '@loomflow/core';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../ui/formatDate.ts';
import { assistantName, openAiDetailsOf } from '../assistant-details.ts';

const TOOL_LABELS: Readonly<Record<string, string>> = {
  code_interpreter: 'Code interpreter',
  file_search: 'File search',
  function: 'Functions',
};

export interface OpenAiAssistantsTableProps {
  readonly assistants: readonly Assistant[];
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
  readonly onEdit: (assistant: Assistant) => void;
  readonly onChat: (assistant: Assistant) => void;
  readonly onDelete: (assistant: Assistant) => void;
}

/** OpenAI / Azure assistants: name, model, tools, last update; chat, edit and delete. */
export function OpenAiAssistantsTable({
  assistants,
  canUpdate,
  canDelete,
  onEdit,
  onChat,
  onDelete,
}: OpenAiAssistantsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Assistants">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Model</TableCell>
            <TableCell>Tools</TableCell>
            <TableCell>Last Updated</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {assistants.map((assistant) => {
            const details = openAiDetailsOf(assistant);
            const name = assistantName(assistant);
            return (
              <TableRow key={assistant.id} hover data-testid="openai-assistant-row">
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  {details?.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {details.description}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{details?.model ?? '—'}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {(details?.tools ?? []).map((tool) => (
                      <Chip key={tool} size="small" label={TOOL_LABELS[tool] ?? tool} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(assistant.updatedDate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Chat">
                    <IconButton
                      aria-label={`Chat with ${name}`}
                      onClick={() => {
                        onChat(assistant);
                      }}
                    >
                      <ChatOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={canUpdate ? 'Edit' : 'View'}>
                    <IconButton
                      aria-label={`Open ${name}`}
                      onClick={() => {
                        onEdit(assistant);
                      }}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {canDelete ? (
                    <Tooltip title="Delete">
                      <IconButton
                        aria-label={`Delete ${name}`}
                        color="error"
                        onClick={() => {
                          onDelete(assistant);
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
