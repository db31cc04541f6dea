import type { Assistant } from '@loomflow/core';
import { ENTERPRISE_SETTINGS } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { sseFrames } from '../../test-support/sse-stream.ts';
import { CHAT_OPENAI_NODE, STORE_OPTIONS, TOOL_NODES, WEATHER_TOOL } from './assistant-test-fixtures.ts';

export interface AssistantsServerOptions {
  /** Failures by "METHOD path" (e.g. "PUT /assistants/as-1"): answered with this status and message. */
  readonly failures?: Readonly<Record<string, readonly [number, string]>>;
  /** The provider's assistants ("load existing"). */
  readonly providerAssistants?: readonly Record<string, unknown>[];
  /** What the assistant chat streams. */
  readonly chatFrames?: readonly (readonly [string, unknown])[];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

/** A fake of the assistant routes (and what the screens read around them), keeping the rows it is given. */
export function serveAssistants(initial: readonly Assistant[], options: AssistantsServerOptions = {}) {
  const assistants = [...initial];
  const vectorStores = [{ id: 'vs-1', name: 'Manuals', file_counts: { total: 2 } }];
  let counter = 0;
  const handle = (request: RecordedRequest): Response => {
    const { method, path } = request;
    const failure = options.failures?.[`${method} ${path}`];
    if (failure) return errorResponse(failure[0], failure[1]);
    const body = record(request.body);
    const id = path.split('/')[2] ?? '';
    if (path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (path === '/assistants/components/chatmodels') return jsonResponse(200, [CHAT_OPENAI_NODE]);
    if (path === '/assistants/components/tools') return jsonResponse(200, TOOL_NODES);
    if (path === '/assistants/components/docstores') return jsonResponse(200, STORE_OPTIONS);
    if (path === '/tools') return jsonResponse(200, [WEATHER_TOOL]);
    if (path.startsWith('/node-load-method/')) {
      if (body.loadMethod === 'listCredentials')
        return jsonResponse(200, [{ name: 'cred-openai', label: 'OpenAI key' }]);
      return jsonResponse(200, []);
    }
    if (path === '/assistants/generate/instruction')
      return jsonResponse(200, { content: `You help with: ${String(body.task)}` });
    if (path === '/assistants' && method === 'GET')
      return jsonResponse(
        200,
        assistants.filter((assistant) => assistant.type === request.query.get('type')),
      );
    if (path === '/assistants' && method === 'POST') {
      counter += 1;
      const created: Assistant = {
        ...(assistants[0] ?? {
          iconSrc: null,
          workspaceId: 'ws-1',
          createdDate: '2026-03-05T10:00:00.000Z',
          updatedDate: '2026-03-05T10:00:00.000Z',
        }),
        id: `as-new-${String(counter)}`,
        type: body.type === 'AZURE' ? 'AZURE' : body.type === 'OPENAI' ? 'OPENAI' : 'CUSTOM',
        details: String(body.details),
        credential: typeof body.credential === 'string' ? body.credential : null,
      };
      assistants.push(created);
      return jsonResponse(201, created);
    }
    if (path.startsWith('/assistants/') && path.endsWith('/chat'))
      return sseFrames(
        options.chatFrames ?? [
          ['token', 'Hello'],
          ['end', '[DONE]'],
        ],
      );
    const index = assistants.findIndex((assistant) => assistant.id === id);
    if (path.startsWith('/assistants/') && index !== -1) {
      const found = assistants[index];
      if (!found) return errorResponse(404, 'Not found');
      if (method === 'GET') return jsonResponse(200, found);
      if (method === 'PUT') {
        const updated: Assistant = {
          ...found,
          details: String(body.details),
          credential: typeof body.credential === 'string' ? body.credential : null,
        };
        assistants[index] = updated;
        return jsonResponse(200, updated);
      }
      if (method === 'DELETE') {
        assistants.splice(index, 1);
        return jsonResponse(200, { deleted: true });
      }
    }
    if (path.startsWith('/chatflows/')) {
      const flow = assistants.find((assistant) => assistant.id === id);
      if (!flow) return errorResponse(404, `Chatflow ${id} not found`);
      return jsonResponse(200, {
        id,
        name: 'Assistant flow',
        flowData: '{"nodes":[],"edges":[]}',
        type: 'ASSISTANT',
        deployed: null,
        isPublic: null,
        apikeyid: null,
        chatbotConfig: null,
        apiConfig: null,
        analytic: null,
        speechToText: null,
        followUpPrompts: null,
        category: null,
        workspaceId: 'ws-1',
        createdDate: flow.createdDate,
        updatedDate: flow.updatedDate,
      });
    }
    if (path.startsWith('/chatmessage/') && method === 'GET') return jsonResponse(200, []);
    if (path.startsWith('/internal-prediction/'))
      return sseFrames(
        options.chatFrames ?? [
          ['token', 'Hello'],
          ['end', '[DONE]'],
        ],
      );
    if (path === '/openai-assistants') return jsonResponse(200, options.providerAssistants ?? []);
    if (path === '/openai-assistants-file/upload') {
      const files = request.form?.getAll('files') ?? [];
      return jsonResponse(
        200,
        files.map((file, at) => ({
          id: `file-${String(at + 1)}`,
          filename: file instanceof File ? file.name : 'file',
          bytes: 10,
        })),
      );
    }
    if (path === '/openai-assistants-vector-store' && method === 'GET')
      return jsonResponse(200, vectorStores);
    if (path === '/openai-assistants-vector-store' && method === 'POST') {
      const store = { id: 'vs-new', name: String(body.name), file_counts: { total: 1 } };
      vectorStores.push(store);
      return jsonResponse(200, store);
    }
    return errorResponse(404, `Not found: ${method} ${path}`);
  };
  return stubFetch(handle);
}

/** The body of the first logged request of this method and path. */
export function bodyOf(
  log: readonly RecordedRequest[],
  method: string,
  path: string,
): Record<string, unknown> {
  return record(log.find((request) => request.method === method && request.path === path)?.body);
}
