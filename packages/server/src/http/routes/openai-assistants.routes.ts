import { idSchema } from '@loomflow/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AssistantChatAnswer } from '../../assistants/assistant-chat.service.ts';
import type { ProviderObject } from '../../assistants/assistants-api.ts';
import type { ProviderUpload } from '../../assistants/openai-assistants.service.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { workspaceOf } from '../authenticate.ts';
import { isMultipart, readMultipart, streamMultipartBodies } from '../document-upload.ts';
import { PredictionStream } from '../prediction-stream.ts';
import { badRequest } from '../../errors/app-error.ts';
import { requires } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/** Provider ids (`asst_…`, `vs_…`) and our own ids alike. */
const providerIdParams = z.object({ id: z.string().trim().min(1).max(200) });
const idParams = z.object({ id: idSchema });
const VIEW = requires('assistants:view', { apiKey: true });
const CREATE = requires('assistants:create', { apiKey: true });
const DELETE = requires('assistants:delete', { apiKey: true });

/** The largest file handed to the provider (OpenAI accepts up to 512 MB; uploads pass through memory here). */
export const ASSISTANT_FILE_MAX_BYTES = 100 * 1024 * 1024;
const DEFAULT_HEARTBEAT_MS = 30_000;

async function collect(data: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of data) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function messageOf(error: unknown): string {
  return error instanceof AppError || error instanceof Error ? error.message : String(error);
}

/**
 * The OpenAI / Azure side of assistants (Flowise's `/openai-assistants*` paths, `?credential=` choosing the
 * provider and key) and `POST /assistants/{id}/chat`, the chat with an OPENAI / AZURE assistant through the
 * provider's thread, streamed in the prediction's frames unless `streaming: false`.
 */
export function openAiAssistantRoutes(app: FastifyInstance, { services, config }: AppContext): void {
  const { openAi, chat } = services.assistants;
  const heartbeatMs = config.runs?.streamHeartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const providerIdOf = (request: FastifyRequest): string => parse(providerIdParams, request.params).id;

  app.get('/openai-assistants', { config: VIEW }, (request): Promise<readonly ProviderObject[]> =>
    openAi.listAssistants(workspaceOf(request), request.query),
  );
  app.get('/openai-assistants/:id', { config: VIEW }, (request): Promise<ProviderObject> =>
    openAi.getAssistant(workspaceOf(request), providerIdOf(request), request.query),
  );
  app.get(
    '/openai-assistants-vector-store',
    { config: VIEW },
    (request): Promise<readonly ProviderObject[]> =>
      openAi.listVectorStores(workspaceOf(request), request.query),
  );
  app.get('/openai-assistants-vector-store/:id', { config: VIEW }, (request): Promise<ProviderObject> =>
    openAi.getVectorStore(workspaceOf(request), providerIdOf(request), request.query),
  );
  app.post('/openai-assistants-vector-store', { config: CREATE }, (request): Promise<ProviderObject> =>
    openAi.createVectorStore(workspaceOf(request), request.query, request.body),
  );
  app.delete('/openai-assistants-vector-store/:id', { config: DELETE }, async (request, reply) => {
    await openAi.deleteVectorStore(workspaceOf(request), providerIdOf(request), request.query);
    return reply.code(204).send();
  });

  app.register((scope, _options, done) => {
    streamMultipartBodies(scope);
    scope.post(
      '/openai-assistants-file/upload',
      { config: CREATE },
      async (request): Promise<ProviderObject[]> => {
        const workspaceId = workspaceOf(request);
        if (!isMultipart(request))
          throw badRequest('Send the files to upload as multipart/form-data "files"');
        const { results } = await readMultipart(
          request,
          ASSISTANT_FILE_MAX_BYTES,
          async (file): Promise<ProviderUpload> => ({ name: file.name, bytes: await collect(file.data) }),
        );
        return openAi.uploadFiles(workspaceId, request.query, results);
      },
    );
    done();
  });

  async function chatRoute(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AssistantChatAnswer | undefined> {
    const workspaceId = workspaceOf(request);
    const { id } = parse(idParams, request.params);
    const controller = new AbortController();
    const streaming = !(
      typeof request.body === 'object' &&
      request.body !== null &&
      'streaming' in request.body &&
      request.body.streaming === false
    );
    const chatType = request.access?.via === 'apiKey' ? 'EXTERNAL' : 'INTERNAL';
    if (!streaming) return chat.chat(workspaceId, id, request.body, chatType, controller.signal);
    // Checks run before the stream opens, so a bad request still gets its status code.
    await chat.check(workspaceId, id, request.body);
    reply.hijack();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const stream = new PredictionStream(reply.raw, heartbeatMs);
    try {
      await chat.chat(workspaceId, id, request.body, chatType, controller.signal, (...event) => {
        stream.send(...event);
      });
    } catch (error) {
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'Assistant chat failed');
      stream.send('error', messageOf(error));
    }
    stream.end();
    return undefined;
  }
  app.post('/assistants/:id/chat', { config: VIEW }, chatRoute);
}
