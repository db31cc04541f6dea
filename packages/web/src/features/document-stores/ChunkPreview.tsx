import type { PreviewLoaderResponse } from '@loomflow/core';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MetadataChips } from './MetadataChips.tsx';

/** The first chunks a loader and splitter produce, with how many there would be in all. */
export function ChunkPreview({ preview }: { readonly preview: PreviewLoaderResponse }) {
  return (
    <Stack spacing={1.5} aria-label="Chunk preview" component="section">
      <Typography variant="body2" color="text.secondary" data-testid="preview-summary">
        Showing {preview.chunks.length.toLocaleString()} of {preview.totalChunks.toLocaleString()} chunks
      </Typography>
      {preview.chunks.map((chunk, index) => (
        <Card key={index} variant="outlined" data-testid="preview-chunk">
          <CardContent>
            <Typography variant="caption" color="text.secondary">
              #{index + 1} · {chunk.pageContent.length.toLocaleString()} characters
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', my: 1 }}>
              {chunk.pageContent}
            </Typography>
            <MetadataChips metadata={chunk.metadata} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
