import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A chunk's metadata as `key: value` chips. */
export function MetadataChips({ metadata }: { readonly metadata: Readonly<Record<string, unknown>> }) {
  const entries = Object.entries(metadata);
  if (entries.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }} aria-label="Metadata">
      {entries.map(([key, value]) => (
        <Chip
          key={key}
          size="small"
          variant="outlined"
          label={`${key}: ${shown(value)}`}
          sx={{ maxWidth: 360 }}
        />
      ))}
    </Stack>
  );
}
