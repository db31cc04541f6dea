import { checkApiKey } from './api-key.guard.ts';
import { ASSISTANTS_ROUTES, azurePathToOpenAI } from './assistants.routes.ts';
import { handleChatCompletions } from './chat-completions.handler.ts';
import { handleCompletions } from './completions.handler.ts';
import { handleEmbeddings } from './embeddings.handler.ts';
import { sendJson, sendOpenAIError } from './http-io.util.ts';
import { handleModerations } from './moderations.handler.ts';
import { handleListModels, handleRetrieveModel } from './models.handler.ts';
import { handleResponses } from './responses.handler.ts';
import type { Route, RouteContext } from './server.state.ts';

const ROUTES: readonly Route[] = [
  { method: 'POST', pattern: /^\/v1\/chat\/completions$/, handle: handleChatCompletions },
  { method: 'POST', pattern: /^\/v1\/completions$/, handle: handleCompletions },
  { method: 'POST', pattern: /^\/v1\/responses$/, handle: handleResponses },
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
  ...ASSISTANTS_ROUTES,
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
export async function dispatch(
  method: string,
  requested: RouteContext,
  malformedBody: boolean,
): Promise<void> {
  const { response } = requested;
  if (method === 'GET' && requested.path === '/health') {
    sendJson(response, 200, { status: 'ok' });
    return;
  }
  // Azure OpenAI: `/openai/...?api-version=` served as the OpenAI path (the key comes in the `api-key` header).
  const azurePath = azurePathToOpenAI(requested.path);
  if (azurePath !== undefined && !requested.query.get('api-version')) {
    sendOpenAIError(response, 400, {
      message: `Missing required query parameter 'api-version' on ${requested.path} (Azure OpenAI requires it).`,
      code: 'missing_api_version',
    });
    return;
  }
  const context = azurePath === undefined ? requested : { ...requested, path: azurePath };
  const { path } = context;

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
      message: `Unknown request URL: ${method} ${path}. The fake OpenAI server serves /v1/chat/completions, /v1/completions, /v1/embeddings, /v1/models, /v1/moderations and the Assistants API (/v1/assistants, /v1/files, /v1/vector_stores, /v1/threads), also under Azure's /openai/.`,
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
