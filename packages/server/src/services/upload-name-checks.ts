import { badRequest } from '../errors/app-error.ts';
import { UnsafeNameError } from '../storage/chat-upload-names.ts';

/** Turns a refused id or name (chat uploads, a flow's files) into a 400 with its reason. */
export function refuseUnsafe<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof UnsafeNameError) throw badRequest(error.message);
    throw error;
  }
}
