import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import type { SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_STACK, TOAST_TRANSITION_MS } from './ui.constants.ts';

function CloseToastButton({ toastKey }: { readonly toastKey: SnackbarKey }) {
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label="Close notification"
      onClick={() => {
        closeSnackbar(toastKey);
      }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** Toasts of spec §9: max 3 stacked, bottom-left, not persistent by default, every toast closable. */
export function ToastProvider({ children }: { readonly children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_STACK}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      transitionDuration={TOAST_TRANSITION_MS}
      action={(key) => <CloseToastButton toastKey={key} />}
    >
      {children}
    </SnackbarProvider>
  );
}
