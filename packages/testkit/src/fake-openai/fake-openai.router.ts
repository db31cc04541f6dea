import { checkApiKey } from './api-key.guard.ts';
import { handleChatCompletions } from './chat-completions.handler.ts';
import { handleEmbeddings } from './embeddings.handler.ts';
import { sendJson, sendOpenAIError } from './http-io.util.ts';
import { handleModerations } from './moderations.handler.ts';
import { handleListModels, handleRetrieveModel } from './models.handler.ts';
import type { RouteContext } from './server.state.ts';

interface Route {
  method: string;
  pattern: RegExp;
  handle: (context: RouteContext, params: readonly string[]) => void | Promise<void>;
}

const ROUTES: readonly Route[] = [
  { method: 'POST', pattern: /^\/v1\/chat\/completions$/, handle: handleChatCompletions },
  { method: 'POST', pattern: /^\/v1\/embeddings$/, handle: handleEmbeddings },
  { method: 'POST', pattern: /^\/v1\/moderations$/, handle: handleModerations },
  { method: 'GET', pattern: /^\/v1\/models$/, handle: handleListModels },
  {
    method: 'GET',
    pattern: /^\/v1\/models\/([^/]+)$/,
    handle: (context, [id]) => {
      handleRetrieveModel(context, safeDecode(id ?? ''));
    },
  },
];

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Authenticates and routes one request. `malformedBody` is true when a body was sent that is not JSON;
 * that is answered with 400 only after auth and routing succeed, as OpenAI does.
 */
export async function dispatch(method: string, context: RouteContext, malformedBody: boolean): Promise<void> {
  const { response, path } = context;
  if (method === 'GET' && path === '/health') {
    sendJson(response, 200, { status: 'ok' });
    return;
  }

  const auth = checkApiKey(context.headers, context.state.options);
  if (!auth.ok) {
    sendOpenAIError(response, 401, { message: auth.message, code: auth.code });
    return;
  }

  const candidates = ROUTES.map((route) => ({ route, match: route.pattern.exec(path) })).filter(
    (candidate) => candidate.match !== null,
  );
  const found = candidates.find((candidate) => candidate.route.method === method);
  if (!found) {
    if (candidates.length > 0) {
      const allowed = candidates.map((candidate) => candidate.route.method).join(', ');
      sendOpenAIError(
        response,
        405,
        { message: `Method ${method} is not allowed on ${path}; use ${allowed}.` },
        {
          allow: allowed,
        },
      );
      return;
    }
    sendOpenAIError(response, 404, {
      message: `Unknown request URL: ${method} ${path}. The fake OpenAI server serves /v1/chat/completions, /v1/embeddings and /v1/models.`,
      code: 'unknown_url',
    });
    return;
  }
  if (malformedBody) {
    sendOpenAIError(response, 400, {
      message:
        'We could not parse the JSON body of your request. The fake OpenAI server expects a JSON-encoded body.',
    });
    return;
  }
  await found.route.handle(context, found.match?.slice(1) ?? []);
}
