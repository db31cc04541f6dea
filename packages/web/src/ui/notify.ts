import { toastTiming } from '@loomflow/core';
import type { ToastVariant } from '@loomflow/core';
import { enqueueSnackbar } from 'notistack';
import type { SnackbarKey } from 'notistack';

function show(variant: ToastVariant, message: string): SnackbarKey {
  const { persist, autoHideMs } = toastTiming(variant);
  return enqueueSnackbar(message, { variant, persist, autoHideDuration: autoHideMs });
}

/**
 * Toasts (spec §9): success, info and warning auto-hide after 5000 ms, errors persist until closed.
 * Callable from anywhere (hooks, the API layer) once the ToastProvider is mounted.
 */
export const notify = {
  success: (message: string): SnackbarKey => show('success', message),
  info: (message: string): SnackbarKey => show('info', message),
  warning: (message: string): SnackbarKey => show('warning', message),
  error: (message: string): SnackbarKey => show('error', message),
};
