import { enqueueSnackbar } from 'notistack';
import type { SnackbarKey } from 'notistack';

/**
 * Toasts (spec §9): success and info auto-hide after the provider's 5000 ms, errors persist until closed.
 * Callable from anywhere (hooks, the API layer) once the ToastProvider is mounted.
 */
export const notify = {
  success: (message: string): SnackbarKey => enqueueSnackbar(message, { variant: 'success' }),
  info: (message: string): SnackbarKey => enqueueSnackbar(message, { variant: 'info' }),
  warning: (message: string): SnackbarKey => enqueueSnackbar(message, { variant: 'warning' }),
  error: (message: string): SnackbarKey => enqueueSnackbar(message, { variant: 'error', persist: true }),
};
