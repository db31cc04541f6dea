import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { countTokens, splitIntoTokens } from '../fake-openai/text-tokens.util.ts';
import type { ProviderReply } from './provider-script.ts';

/** A watsonx.ai chat answer's tool call (OpenAI's form, which watsonx uses). */
interface ToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

function usageOf(body: Readonly<Record<string, unknown>>, reply: ProviderReply) {
  const promptTokens = countTokens(JSON.stringify([body.messages ?? [], body.tools ?? []]));
  const completionTokens = countTokens(reply.type === 'text' ? reply.text : JSON.stringify(reply.args));
  return {
    completion_tokens: completionTokens,
    prompt_tokens: promptTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

function toolCallsOf(reply: ProviderReply, id: number): ToolCall[] | undefined {
  if (reply.type !== 'toolCall') return undefined;
  return [
    {
      id: `chatcmpl-tool-${String(id)}`,
      type: 'function',
      function: { name: reply.name, arguments: JSON.stringify(reply.args) },
    },
  ];
}

/** The fields every watsonx chat answer and stream chunk carries. */
function envelope(body: Readonly<Record<string, unknown>>, id: number) {
  return {
    id: `chatcmpl-${String(id)}`,
    model_id: body.model_id,
    model: body.model_id,
    created: Math.floor(Date.now() / 1000),
    model_version: '1.0.0',
    created_at: new Date().toISOString(),
  };
}

/** `POST /ml/v1/text/chat`: one JSON answer (TextChatResponse). */
export function sendWatsonxChat(
  out: ServerResponse,
  body: Readonly<Record<string, unknown>>,
  reply: ProviderReply,
  id: number,
): void {
  const toolCalls = toolCallsOf(reply, id);
  sendJson(out, 200, {
    ...envelope(body, id),
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.type === 'text' ? reply.text : '',
          ...(toolCalls ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: toolCalls ? 'tool_calls' : 'stop',
      },
    ],
    usage: usageOf(body, reply),
  });
}

/**
 * `POST /ml/v1/text/chat_stream`: server-sent events (`id`, `event: message`, `data`) whose data are
 * TextChatStreamResponse chunks — the role first, a text delta per token or the tool call, and a last chunk
 * with the finish reason and the usage.
 */
export function streamWatsonxChat(
  out: ServerResponse,
  body: Readonly<Record<string, unknown>>,
  reply: ProviderReply,
  id: number,
): void {
  out.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let eventId = 0;
  const chunk = (delta: Readonly<Record<string, unknown>>, extra: Readonly<Record<string, unknown>> = {}) => {
    eventId += 1;
    const data = {
      ...envelope(body, id),
      choices: [{ index: 0, finish_reason: extra.finish_reason ?? null, delta }],
      ...(extra.usage ? { usage: extra.usage } : {}),
    };
    out.write(`id: ${String(eventId)}\nevent: message\ndata: ${JSON.stringify(data)}\n\n`);
  };
  chunk({ role: 'assistant', content: '' });
  const toolCalls = toolCallsOf(reply, id);
  if (toolCalls) chunk({ tool_calls: toolCalls.map((call, index) => ({ index, ...call })) });
  else
    for (const token of splitIntoTokens(reply.type === 'text' ? reply.text : '')) chunk({ content: token });
  chunk({}, { finish_reason: toolCalls ? 'tool_calls' : 'stop', usage: usageOf(body, reply) });
  out.end();
}
