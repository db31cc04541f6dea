import AddIcon from '@mui/icons-material/Add';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** No keys yet: what keys are for, and a way to create the first one. */
export function ApiKeysEmptyState({ onCreate }: { onCreate: (() => void) | null }) {
  return (
    <Paper
      variant="outlined"
      data-testid="api-keys-empty"
      sx={{
        p: 6,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
    >
      <KeyOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2">
        No API keys yet
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        API keys let other applications call your flows over HTTP. Each key carries only the permissions you
        give it.
      </Typography>
      {onCreate ? (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onCreate}
          data-testid="empty-create-api-key-button"
          sx={{ mt: 1 }}
        >
          Create your first key
        </Button>
      ) : null}
    </Paper>
  );
}
