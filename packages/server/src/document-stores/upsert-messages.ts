import { errorMessage, withoutServerPaths } from '@loomflow/core';

/** What every failed or cancelled job's message ends with: nothing it wrote became visible. */
export const VECTORS_KEPT = 'The vectors from before stay in use.';

/** A cause as a clause inside a sentence: no server paths, no trailing full stop, never empty. */
function causeClause(error: unknown): string {
  const text = withoutServerPaths(errorMessage(error))
    .trim()
    .replace(/[.\s]+$/, '');
  return text === '' ? 'no reason given' : text;
}

/** `Upsert failed after 0 of 6 chunks: <cause>. The vectors from before stay in use.` */
export function upsertFailedMessage(embedded: number, wanted: number, error: unknown): string {
  return `Upsert failed after ${String(embedded)} of ${String(wanted)} chunks: ${causeClause(error)}. ${VECTORS_KEPT}`;
}

/** `Upsert cancelled after 2 of 6 chunks. The vectors from before stay in use.` */
export function upsertCancelledMessage(embedded: number, wanted: number): string {
  return `Upsert cancelled after ${String(embedded)} of ${String(wanted)} chunks. ${VECTORS_KEPT}`;
}

/** A job no worker took (queue mode): `Not queued: <cause>. The vectors from before stay in use.` */
export function upsertNotQueuedMessage(error: unknown): string {
  return `Not queued: ${causeClause(error)}. ${VECTORS_KEPT}`;
}

/** A queued job cancelled before a worker took it (queue mode). */
export const UPSERT_CANCELLED_WAITING = `Upsert cancelled before a worker started it. ${VECTORS_KEPT}`;
