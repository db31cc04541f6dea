import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';

/** Text longer than this starts collapsed. */
const COLLAPSE_OVER = 600;

export function jsonText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value, null, 2);
}

/** JSON (or text) in a monospace block; a large one shows its start and expands on demand. */
export function JsonBlock({ value, label }: { readonly value: unknown; readonly label: string }) {
  const text = jsonText(value);
  const large = text.length > COLLAPSE_OVER;
  const [expanded, setExpanded] = useState(false);
  const shown = large && !expanded ? `${text.slice(0, COLLAPSE_OVER)}…` : text;
  return (
    <Box>
      <Box
        component="pre"
        aria-label={label}
        sx={{
          m: 0,
          p: 1,
          maxHeight: expanded ? 480 : 240,
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {shown}
      </Box>
      {large ? (
        <Button
          size="small"
          onClick={() => {
            setExpanded((open) => !open);
          }}
        >
          {expanded ? `Collapse ${label}` : `Show all of ${label} (${String(text.length)} characters)`}
        </Button>
      ) : null}
    </Box>
  );
}
