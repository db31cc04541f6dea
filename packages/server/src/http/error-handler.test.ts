import { ChatModelConfigError, DocumentNodeError } from '@loomflow/nodes/runtime';
import { describe, expect, it } from 'vitest';
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

  it('leaves other errors to the generic 500 answer', () => {
    expect(toErrorResponse(new Error('disk on fire'), BODY_LIMIT)).toBeUndefined();
  });
});
