import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The dialog content while an export or import runs: a spinner and what is happening ('Exporting...'). */
export function TransferProgress({ label }: { readonly label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4, minWidth: 240 }}
    >
      <CircularProgress aria-label={label} />
      <Typography variant="subtitle1">{label}</Typography>
    </Box>
  );
}
