import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoader({ label = 'Loading' }: { readonly label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 8, width: '100%' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
