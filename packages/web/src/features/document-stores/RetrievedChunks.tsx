import type { VectorQueryResponse } from '@loomflow/core';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MetadataChips } from './MetadataChips.tsx';

/** Ranked chunks of a retrieval, best first, with their scores and metadata, and the time the query took. */
export function RetrievedChunks({ result }: { readonly result: VectorQueryResponse }) {
  return (
    <Stack spacing={1.5} component="section" aria-label="Retrieved chunks">
      <Typography variant="body2" color="text.secondary" data-testid="query-summary">
        {result.docs.length.toLocaleString()} {result.docs.length === 1 ? 'chunk' : 'chunks'} in{' '}
        {result.timeTaken.toLocaleString(undefined, { maximumFractionDigits: 1 })} ms
      </Typography>
      {result.docs.length === 0 ? (
        <Typography color="text.secondary">
          Nothing found. Try another query, a lower score threshold or fewer filters.
        </Typography>
      ) : null}
      {result.docs.map((doc, index) => (
        <Card key={`${doc.id}:${String(index)}`} variant="outlined" data-testid="retrieved-chunk">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2">#{index + 1}</Typography>
              <Chip size="small" color="primary" variant="outlined" label={`Score ${doc.score.toFixed(4)}`} />
            </Stack>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mb: 1 }}>
              {doc.pageContent}
            </Typography>
            <MetadataChips metadata={doc.metadata} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
