import { ChatModelConfigError, DocumentNodeError } from '@loomflow/nodes/runtime';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { toErrorResponse } from './error-handler.ts';

const BODY_LIMIT = 50 * 1024 * 1024;

describe('toErrorResponse', () => {
  it('answers 400 with the node message when a node setting the user chose is wrong', () => {
    const credential = new ChatModelConfigError('OpenAI Embeddings: choose an OpenAI API credential');
    expect(toErrorResponse(credential, BODY_LIMIT)).toEqual({
      statusCode: 400,
      success: false,
      message: 'OpenAI Embeddings: choose an OpenAI API credential',
    });
    const loader = new DocumentNodeError('Pdf File: "report.pdf" is not a readable PDF');
    expect(toErrorResponse(loader, BODY_LIMIT)?.statusCode).toBe(400);
  });

  it('never names a server file in a message it sends', () => {
    const loader = new DocumentNodeError(
      "Text File: ENOENT: no such file or directory, open '/home/loom/.loomflow/storage/ws-1/notes.txt'",
    );
    expect(toErrorResponse(loader, BODY_LIMIT)?.message).toBe(
      'Text File: ENOENT: no such file or directory, open a file on the server',
    );
    const missing = new AppError(
      500,
      "Cannot find module '/srv/loomflow/packages/server/dist/openai.builder-Ab12.js' imported from /srv/loomflow/packages/server/dist/cli.js",
    );
    const message = toErrorResponse(missing, BODY_LIMIT)?.message ?? '';
    expect(message).not.toContain('/srv');
    expect(message).toContain('restart the server');
  });

  it('leaves other errors to the generic 500 answer', () => {
    expect(toErrorResponse(new Error('disk on fire'), BODY_LIMIT)).toBeUndefined();
  });
});
