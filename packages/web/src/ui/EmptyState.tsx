import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  readonly icon: typeof SvgIcon;
  readonly title: string;
  readonly text: string;
  /** The first-item action; absent when the user may not create. */
  readonly action?: { readonly label: string; readonly onClick: () => void };
}

/** A list with nothing in it yet: what the items are for, and a way to make the first. */
export function EmptyState({ icon: Icon, title, text, action }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 6,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
    >
      <Icon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {text}
      </Typography>
      {action ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={action.onClick} sx={{ mt: 1 }}>
          {action.label}
        </Button>
      ) : null}
    </Paper>
  );
}
