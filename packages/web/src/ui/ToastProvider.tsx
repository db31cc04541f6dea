import { TOAST_RULES } from '@loomflow/core';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import type { SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';

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

/**
 * Toasts of spec §4/§9 on notistack 3, whose own semantics supply the rest (checked in its source and in
 * ToastProvider.test.tsx): beyond `maxSnack` the oldest non-persistent toast is dismissed (the oldest of all
 * when every one persists); hovering a toast or blurring the window pauses its timer, which then restarts at
 * half the duration; there is no click-away listener; the stack collapses in 175 ms. Every toast has a close
 * button; `notify` makes errors persistent.
 */
export function ToastProvider({ children }: { readonly children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_RULES.maxStack}
      anchorOrigin={TOAST_RULES.anchor}
      autoHideDuration={TOAST_RULES.autoHideMs}
      transitionDuration={{ enter: TOAST_RULES.enterMs, exit: TOAST_RULES.exitMs }}
      action={(key) => <CloseToastButton toastKey={key} />}
    >
      {children}
    </SnackbarProvider>
  );
}
