import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

function Code({ children }: { children: ReactNode }) {
  return (
    <Box
      component="pre"
      sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1, fontSize: 13, overflowX: 'auto', my: 1 }}
    >
      {children}
    </Box>
  );
}

/** How variables are used in flows and code. */
export function VariablesHowToUse({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="variables-help-title">
      <DialogTitle id="variables-help-title">How to use variables</DialogTitle>
      <DialogContent>
        <Typography>In a prompt or any text input of a node, write the variable in double braces:</Typography>
        <Code>{'Answer in {{ $vars.language }}.'}</Code>
        <Typography>In JavaScript (custom tools, custom functions), read it from $vars:</Typography>
        <Code>{'const url = `https://${$vars.apiHost}/v1/orders`;\nreturn url;'}</Code>
        <Typography sx={{ mt: 1 }}>
          <strong>Static</strong> variables hold the value typed here. <strong>Runtime</strong> variables read
          the server&apos;s environment variable of the same name each time a flow runs, so a secret can stay
          in the server&apos;s environment. A prediction call may override variables with{' '}
          <code>overrideConfig.vars</code> when the flow allows it.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
