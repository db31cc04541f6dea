import { describe, expect, it } from 'vitest';
import { upsertCancelledMessage, upsertFailedMessage, upsertNotQueuedMessage } from './upsert-messages.ts';

describe('upsert messages', () => {
  it('reads a failure as one sentence with its cause and what stays in use', () => {
    expect(upsertFailedMessage(0, 6, new Error('Embeddings answered 429 Too Many Requests'))).toBe(
      'Upsert failed after 0 of 6 chunks: Embeddings answered 429 Too Many Requests. The vectors from before stay in use.',
    );
  });

  it('never doubles the full stop of a cause that ends a sentence, nor leaves the cause empty', () => {
    expect(upsertFailedMessage(2, 6, new Error('The model is unavailable.  '))).toBe(
      'Upsert failed after 2 of 6 chunks: The model is unavailable. The vectors from before stay in use.',
    );
    expect(upsertFailedMessage(0, 1, new Error(''))).toBe(
      'Upsert failed after 0 of 1 chunks: no reason given. The vectors from before stay in use.',
    );
  });

  it('names no server file in the cause', () => {
    const message = upsertFailedMessage(
      0,
      6,
      new Error("ENOENT: no such file or directory, open '/var/lib/loomflow/vectors/store-1.bin'"),
    );
    expect(message).toBe(
      'Upsert failed after 0 of 6 chunks: ENOENT: no such file or directory, open a file on the server. The vectors from before stay in use.',
    );
    expect(upsertNotQueuedMessage(new Error('no worker is connected.'))).toBe(
      'Not queued: no worker is connected. The vectors from before stay in use.',
    );
  });

  it('says how far a cancelled upsert got', () => {
    expect(upsertCancelledMessage(3, 6)).toBe(
      'Upsert cancelled after 3 of 6 chunks. The vectors from before stay in use.',
    );
  });
});
