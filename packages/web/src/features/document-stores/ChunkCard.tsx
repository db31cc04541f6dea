import type { DocumentChunk } from '@loomflow/core';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MetadataChips } from './MetadataChips.tsx';

export interface ChunkCardProps {
  readonly chunk: DocumentChunk;
  /** Absent when the user may not change chunks. */
  readonly onEdit?: () => void;
  readonly onDelete?: () => void;
}

/** One stored chunk: number, size, text and metadata. */
export function ChunkCard({ chunk, onEdit, onDelete }: ChunkCardProps) {
  return (
    <Card variant="outlined" data-testid={`chunk-${chunk.id}`}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
            #{chunk.chunkNo} · {chunk.pageContent.length.toLocaleString()} characters
          </Typography>
          {onEdit ? (
            <Tooltip title="Edit chunk">
              <IconButton size="small" aria-label={`Edit chunk ${String(chunk.chunkNo)}`} onClick={onEdit}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {onDelete ? (
            <Tooltip title="Delete chunk">
              <IconButton
                size="small"
                color="error"
                aria-label={`Delete chunk ${String(chunk.chunkNo)}`}
                onClick={onDelete}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', my: 1 }}>
          {chunk.pageContent}
        </Typography>
        <MetadataChips metadata={chunk.metadata} />
      </CardContent>
    </Card>
  );
}
