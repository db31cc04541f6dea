import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to render, instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Screen failed to render', error);
  return (
    <Box sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              window.location.reload();
            }}
          >
            Reload
          </Button>
        }
      >
        Something went wrong: {errorMessage(error)}
      </Alert>
    </Box>
  );
}
