import BuildIcon from '@mui/icons-material/Build';
import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import type { SourceDocumentView, UsedToolView } from './chat-types.ts';

function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

interface Detail {
  readonly key: string;
  readonly label: string;
  readonly kind: 'tool' | 'source';
  readonly body: string;
}

function detailsOf(tools: readonly UsedToolView[], sources: readonly SourceDocumentView[]): Detail[] {
  return [
    ...tools.map((tool, index) => ({
      key: `tool-${String(index)}`,
      label: tool.tool,
      kind: 'tool' as const,
      body: `Input:\n${shown(tool.input)}\n\nOutput:\n${shown(tool.output)}`,
    })),
    ...sources.map((source, index) => ({
      key: `source-${String(index)}`,
      label: source.source,
      kind: 'source' as const,
      body: source.content,
    })),
  ];
}

/** Tools the answer used and documents it drew on, as chips; a click shows the detail. */
export const DetailChips = memo(function DetailChips({
  usedTools,
  sourceDocuments,
}: {
  readonly usedTools: readonly UsedToolView[];
  readonly sourceDocuments: readonly SourceDocumentView[];
}) {
  const [open, setOpen] = useState<string | null>(null);
  const details = detailsOf(usedTools, sourceDocuments);
  if (details.length === 0) return null;
  const selected = details.find((detail) => detail.key === open);
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {details.map((detail) => (
          <Chip
            key={detail.key}
            size="small"
            variant={open === detail.key ? 'filled' : 'outlined'}
            icon={detail.kind === 'tool' ? <BuildIcon /> : <DescriptionIcon />}
            label={detail.label}
            aria-expanded={open === detail.key}
            onClick={() => {
              setOpen((current) => (current === detail.key ? null : detail.key));
            }}
          />
        ))}
      </Box>
      {selected ? (
        <Paper variant="outlined" sx={{ mt: 0.5, p: 1, maxHeight: 240, overflow: 'auto' }}>
          <Typography
            component="pre"
            variant="caption"
            sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}
          >
            {selected.body}
          </Typography>
        </Paper>
      ) : null}
    </Box>
  );
});
