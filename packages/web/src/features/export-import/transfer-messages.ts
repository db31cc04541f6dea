import { isApiError } from '../../api/api-error.ts';

/** Spec §8: the server's message of a failed export or import, 'Internal Server Error' when it sent none. */
export function serverMessage(error: unknown): string {
  if (isApiError(error) && error.message.trim() !== '') return error.message;
  return 'Internal Server Error';
}
