import { isRecord } from '@loomflow/core';
import { watsonxUrl, type WatsonxConnection } from './watsonx-connection.ts';
import { IamRefusal } from './watsonx-iam-token.ts';

/** Chat completion fields watsonx.ai's text chat API takes under the same names as OpenAI's. */
const SHARED_FIELDS = [
  'messages',
  'tools',
  'frequency_penalty',
  'logit_bias',
  'logprobs',
  'top_logprobs',
  'max_tokens',
  'max_completion_tokens',
  'n',
  'presence_penalty',
  'response_format',
  'seed',
  'stop',
  'temperature',
  'top_p',
  'reasoning_effort',
] as const;

/** watsonx's own text chat fields, sent when the client's `modelKwargs` carry them (the IBMWatsonx LLM node's). */
const WATSONX_FIELDS = ['repetition_penalty'] as const;

/**
 * An OpenAI chat completions body as watsonx.ai's `POST /ml/v1/text/chat` takes it: `model` becomes `model_id`,
 * a `tool_choice` of `auto`/`none`/`required` becomes `tool_choice_option` (a named function stays
 * `tool_choice`), the project or space is added, and fields watsonx does not know (`stream_options`,
 * `parallel_tool_calls`, `user`…) are left out.
 */
export function watsonxChatBody(
  openAIBody: Readonly<Record<string, unknown>>,
  connection: Pick<WatsonxConnection, 'scope'>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { model_id: openAIBody.model, ...connection.scope };
  for (const field of [...SHARED_FIELDS, ...WATSONX_FIELDS])
    if (openAIBody[field] !== undefined) body[field] = openAIBody[field];
  const choice = openAIBody.tool_choice;
  if (typeof choice === 'string') body.tool_choice_option = choice;
  else if (isRecord(choice)) body.tool_choice = choice;
  return body;
}

/** watsonx's error answer (`{errors: [{code, message}], trace, status_code}`) as OpenAI's `{error: {…}}`. */
function openAIError(text: string): string {
  try {
    const answer: unknown = JSON.parse(text);
    const first: unknown = isRecord(answer) && Array.isArray(answer.errors) ? answer.errors[0] : undefined;
    if (isRecord(first) && typeof first.message === 'string')
      return JSON.stringify({
        error: { message: first.message, ...(typeof first.code === 'string' ? { code: first.code } : {}) },
      });
  } catch {
    // not JSON: passed on as it came
  }
  return text;
}

/** A watsonx chat answer with the fields OpenAI's client reads (`model`, `object`). */
function openAIAnswer(text: string): string {
  const answer: unknown = JSON.parse(text);
  if (!isRecord(answer)) return text;
  return JSON.stringify({ object: 'chat.completion', model: answer.model_id, ...answer });
}

async function bodyText(input: Request | string | URL, init: RequestInit | undefined): Promise<string> {
  if (typeof init?.body === 'string') return init.body;
  if (input instanceof Request) return input.text();
  return new Response(init?.body ?? null).text();
}

/**
 * A `fetch` for OpenAI's client that speaks watsonx.ai's text chat API: each `…/chat/completions` request is
 * sent to `/ml/v1/text/chat` (or `/chat_stream` when streamed, whose server-sent events carry OpenAI-style
 * `choices[].delta` chunks and the usage at the end) with the API version, the project or space and a current
 * bearer token. Nothing else is reachable through it.
 */
export function watsonxChatFetch(connection: WatsonxConnection): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    if (!new URL(url).pathname.endsWith('/chat/completions'))
      throw new Error(`IBM watsonx: only chat requests are sent (not ${new URL(url).pathname})`);
    const requested: unknown = JSON.parse(await bodyText(input, init));
    const openAIBody = isRecord(requested) ? requested : {};
    const streamed = openAIBody.stream === true;
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    let authorization: string;
    try {
      authorization = await connection.authorization(signal ?? undefined);
    } catch (error) {
      // An answer, not a thrown error: OpenAI's client would retry a failed fetch as a lost connection.
      if (!(error instanceof IamRefusal)) throw error;
      return new Response(JSON.stringify({ error: { message: error.message } }), {
        status: error.status === 400 ? 401 : error.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    const response = await connection.fetch(
      watsonxUrl(connection, streamed ? '/ml/v1/text/chat_stream' : '/ml/v1/text/chat'),
      {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          accept: streamed ? 'text/event-stream' : 'application/json',
        },
        body: JSON.stringify(watsonxChatBody(openAIBody, connection)),
        ...(signal ? { signal } : {}),
      },
    );
    if (streamed && response.ok) return response;
    const text = await response.text();
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(response.ok ? openAIAnswer(text) : openAIError(text), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
