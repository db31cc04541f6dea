import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export interface DisclaimerDialogProps {
  readonly title?: string;
  readonly message: string;
  readonly buttonText?: string;
  readonly onAccept: () => void;
}

/** The chatbot's disclaimer: shown before the first question; chatting starts once accepted. */
export function DisclaimerDialog({ title, message, buttonText, onAccept }: DisclaimerDialogProps) {
  return (
    <Dialog open aria-labelledby="chatbot-disclaimer-title" maxWidth="sm" fullWidth>
      <DialogTitle id="chatbot-disclaimer-title">{title ?? 'Disclaimer'}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onAccept}>
          {buttonText ?? 'Start chatting'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
