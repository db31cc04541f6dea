import { ChatVertexAI } from '@langchain/google-vertexai';
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vertexFailedAttempt } from './vertex-failed-attempt.ts';

const failure = (status?: number) =>
  Object.assign(new Error('failed'), status === undefined ? {} : { response: { status } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the retry rule of the Vertex clients', () => {
  it('fails at once without an answer (a refused address) or on a refused request; retries server errors', () => {
    expect(() => {
      vertexFailedAttempt(failure());
    }).toThrow('failed');
    expect(() => {
      vertexFailedAttempt(failure(403));
    }).toThrow('failed');
    expect(() => {
      vertexFailedAttempt(failure(503));
    }).not.toThrow();
  });

  it('keeps a refused token grant, its signed assertion with it, out of the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused: typeof fetch = () => Promise.reject(new Error('Refused: 127.0.0.1 is a loopback address'));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const key = {
      type: 'service_account',
      client_email: 'robot@p.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    const model = new ChatVertexAI({
      model: 'gemini-2.5-flash',
      maxRetries: 0,
      onFailedAttempt: vertexFailedAttempt,
      authOptions: {
        projectId: 'p',
        credentials: key,
        clientOptions: { transporterOptions: { fetchImplementation: refused, retry: false } },
      },
    });
    await expect(model.invoke('hi')).rejects.toThrow('Refused');
    expect(logged).not.toHaveBeenCalled();
  });
});
