import Box from '@mui/material/Box';
import type { DiffPart } from './word-diff.ts';

export interface DiffTextProps {
  readonly parts: readonly DiffPart[];
  readonly label: string;
}

/** Text with the words only one side has marked: removed (expected, not given) red, added (given) green. */
export function DiffText({ parts, label }: DiffTextProps) {
  return (
    <Box
      aria-label={label}
      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 14, lineHeight: 1.5 }}
    >
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Box
            key={index}
            component={part.kind === 'removed' ? 'del' : 'ins'}
            data-diff={part.kind}
            sx={{
              textDecoration: 'none',
              borderRadius: 0.5,
              bgcolor: part.kind === 'removed' ? 'error.light' : 'success.light',
              color: part.kind === 'removed' ? 'error.contrastText' : 'success.contrastText',
            }}
          >
            {part.text}
          </Box>
        ),
      )}
    </Box>
  );
}
