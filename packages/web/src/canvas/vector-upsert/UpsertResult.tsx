import type { ApiUpsertResponse } from '@loomflow/core';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** How many of the added documents the dialog shows. */
export const SHOWN_DOCUMENTS = 5;
const PREVIEW_CHARS = 400;

function preview(text: string): string {
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
}

/** The counts of an upsert and the first documents it added (content and metadata). */
export function UpsertResult({ result }: { readonly result: ApiUpsertResponse }) {
  const counts = [
    ['Added', result.numAdded],
    ['Updated', result.numUpdated],
    ['Skipped', result.numSkipped],
    ['Deleted', result.numDeleted],
  ] as const;
  const shown = result.addedDocs.slice(0, SHOWN_DOCUMENTS);
  return (
    <Stack spacing={1.5} data-testid="upsert-result">
      <Stack direction="row" spacing={3}>
        {counts.map(([label, count]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h6" data-testid={`upsert-${label.toLowerCase()}`}>
              {count}
            </Typography>
          </Box>
        ))}
      </Stack>
      {shown.length > 0 ? (
        <Typography variant="subtitle2">
          {result.addedDocs.length > shown.length
            ? `First ${String(shown.length)} of ${String(result.addedDocs.length)} added documents`
            : 'Added documents'}
        </Typography>
      ) : null}
      {shown.map((document, index) => (
        <Box
          key={index}
          data-testid="upserted-document"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {preview(document.pageContent)}
          </Typography>
          <Typography
            component="pre"
            variant="caption"
            color="text.secondary"
            sx={{ m: 0, mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {JSON.stringify(document.metadata, null, 2)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
