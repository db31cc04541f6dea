import { isRecord } from '@loomflow/core';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../fake-openai/http-io.util.ts';
import { sampleFromSchema } from '../fake-openai/schema-sample.ts';
import { chunkString, countTokens, splitIntoTokens } from '../fake-openai/text-tokens.util.ts';
import { searchCitations, serverToolBlocks, serverToolsProblem } from './anthropic-server-tools.ts';
import {
  signThinking,
  thinkingEnabled,
  thinkingReplayError,
  thinkingSettingsError,
} from './anthropic-thinking.ts';
import { startLoopbackServer, type ProviderRequest } from './loopback-server.ts';
import { ProviderScript, type ProviderReply } from './provider-script.ts';

/**
 * A fake of Anthropic's Messages API (`POST /v1/messages`, JSON or SSE) that records what it received; with
 * thinking turned on it answers a signed thinking block first (streamed as `thinking_delta` + `signature_delta`).
 */
export interface FakeAnthropic {
  /** Base URL for clients (`anthropicApiUrl` / the SDK's `baseURL`), without `/v1`. */
  readonly url: string;
  /** Bodies of the `/v1/messages` requests, oldest first. */
  messageRequests(): Readonly<Record<string, unknown>>[];
  /** Queue replies; unscripted requests get a forced tool's input generated from its schema, or an echo. */
  script(...replies: (ProviderReply | string)[]): void;
  reset(): void;
  close(): Promise<void>;
}

function textOfContent(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((block) => (isRecord(block) && typeof block.text === 'string' ? block.text : ''))
    .join('\n');
}

function lastUserText(body: Readonly<Record<string, unknown>>): string {
  const messages = Array.isArray(body.messages) ? body.messages.filter(isRecord) : [];
  const last = messages.filter((message) => message.role === 'user').at(-1);
  return last ? textOfContent(last.content) : '';
}

/** The tool `tool_choice` forces: `{type: 'tool', name}`, or `{type: 'any'}` with exactly one tool. */
function forcedTool(body: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> | undefined {
  const tools = Array.isArray(body.tools) ? body.tools.filter(isRecord) : [];
  const choice = body.tool_choice;
  if (!isRecord(choice)) return undefined;
  if (choice.type === 'tool') return tools.find((tool) => tool.name === choice.name);
  return choice.type === 'any' && tools.length === 1 ? tools[0] : undefined;
}

function defaultReply(body: Readonly<Record<string, unknown>>): ProviderReply {
  const tool = forcedTool(body);
  if (tool && typeof tool.name === 'string') {
    const input = sampleFromSchema(tool.input_schema);
    return { type: 'toolCall', name: tool.name, args: isRecord(input) ? input : {} };
  }
  return { type: 'text', text: `Echo: ${lastUserText(body)}` };
}

interface Planned {
  readonly id: string;
  readonly model: string;
  /** The answer's content blocks: a signed thinking block first when the request turned thinking on. */
  readonly blocks: readonly Readonly<Record<string, unknown>>[];
  readonly stopReason: 'end_turn' | 'tool_use';
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** How many server tool requests the answer made (usage.server_tool_use). */
  readonly serverToolUse?: Readonly<Record<string, number>>;
}

function thinkingBlocks(body: Readonly<Record<string, unknown>>, reply: ProviderReply) {
  if (!thinkingEnabled(body)) return [];
  const thinking = reply.thinking ?? `Thinking about: ${lastUserText(body)}`;
  return [{ type: 'thinking', thinking, signature: signThinking(thinking) }];
}

function plan(body: Readonly<Record<string, unknown>>, reply: ProviderReply, count: number): Planned {
  const inputTokens = countTokens(JSON.stringify(body.messages ?? []));
  const thinking = thinkingBlocks(body, reply);
  const thinkingTokens = thinking.reduce((sum, block) => sum + countTokens(block.thinking), 0);
  const base = {
    id: `msg_fake_${count}`,
    model: typeof body.model === 'string' ? body.model : 'claude',
    inputTokens,
  };
  if (reply.type === 'toolCall') {
    const block = { type: 'tool_use', id: `toolu_fake_${count}`, name: reply.name, input: reply.args };
    const outputTokens = thinkingTokens + countTokens(JSON.stringify(reply.args));
    return { ...base, blocks: [...thinking, block], stopReason: 'tool_use', outputTokens };
  }
  const serverTools = reply.serverTools ?? [];
  const toolBlocks = serverToolBlocks(
    serverTools,
    lastUserText(body),
    (index) => `srvtoolu_fake_${count}_${index}`,
  );
  const citations = searchCitations(serverTools, reply.text);
  return {
    ...base,
    blocks: [
      ...thinking,
      ...toolBlocks,
      { type: 'text', text: reply.text, ...(citations.length > 0 ? { citations } : {}) },
    ],
    stopReason: 'end_turn',
    outputTokens: thinkingTokens + countTokens(reply.text),
    serverToolUse: {
      web_search_requests: serverTools.filter((name) => name === 'web_search').length,
      web_fetch_requests: serverTools.filter((name) => name === 'web_fetch').length,
    },
  };
}

function messageBody(planned: Planned): Record<string, unknown> {
  return {
    id: planned.id,
    type: 'message',
    role: 'assistant',
    model: planned.model,
    content: planned.blocks,
    stop_reason: planned.stopReason,
    stop_sequence: null,
    usage: {
      input_tokens: planned.inputTokens,
      output_tokens: planned.outputTokens,
      ...(planned.serverToolUse ? { server_tool_use: planned.serverToolUse } : {}),
    },
  };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A block as `content_block_start` opens it, and the deltas that fill it in. */
function blockEvents(block: Readonly<Record<string, unknown>>): {
  opening: Record<string, unknown>;
  deltas: Record<string, unknown>[];
} {
  if (block.type === 'tool_use') {
    return {
      opening: { ...block, input: {} },
      deltas: chunkString(JSON.stringify(block.input), 8).map((partial_json) => ({
        type: 'input_json_delta',
        partial_json,
      })),
    };
  }
  if (block.type === 'server_tool_use') {
    return {
      opening: { ...block, input: {} },
      deltas: [{ type: 'input_json_delta', partial_json: JSON.stringify(block.input) }],
    };
  }
  if (typeof block.type === 'string' && block.type.endsWith('_tool_result'))
    return { opening: { ...block }, deltas: [] };
  if (block.type === 'thinking') {
    return {
      opening: { type: 'thinking', thinking: '', signature: '' },
      deltas: [
        ...splitIntoTokens(textOf(block.thinking)).map((thinking) => ({ type: 'thinking_delta', thinking })),
        { type: 'signature_delta', signature: textOf(block.signature) },
      ],
    };
  }
  const citations = Array.isArray(block.citations) ? block.citations : [];
  return {
    opening: { type: 'text', text: '' },
    deltas: [
      ...citations.map((citation: unknown) => ({ type: 'citations_delta', citation })),
      ...splitIntoTokens(textOf(block.text)).map((text) => ({ type: 'text_delta', text })),
    ],
  };
}

/** The documented event sequence: message_start, per block start/deltas/stop, message_delta, message_stop. */
function streamEvents(planned: Planned): Record<string, unknown>[] {
  const blocks = planned.blocks.flatMap((block, index) => {
    const { opening, deltas } = blockEvents(block);
    return [
      { type: 'content_block_start', index, content_block: opening },
      ...(index === 0 ? [{ type: 'ping' }] : []),
      ...deltas.map((delta) => ({ type: 'content_block_delta', index, delta })),
      { type: 'content_block_stop', index },
    ];
  });
  return [
    {
      type: 'message_start',
      message: {
        ...messageBody(planned),
        content: [],
        stop_reason: null,
        usage: { input_tokens: planned.inputTokens, output_tokens: 1 },
      },
    },
    ...blocks,
    {
      type: 'message_delta',
      delta: { stop_reason: planned.stopReason, stop_sequence: null },
      usage: { output_tokens: planned.outputTokens },
    },
    { type: 'message_stop' },
  ];
}

function writeStream(response: ServerResponse, events: readonly Record<string, unknown>[]): void {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  for (const event of events) {
    response.write(`event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`);
  }
  response.end();
}

/** Starts the Anthropic fake on 127.0.0.1 (an ephemeral port). */
export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  const script = new ProviderScript();
  let count = 0;
  const server = await startLoopbackServer('Anthropic', (request: ProviderRequest, response) => {
    if (request.method !== 'POST' || request.path !== '/v1/messages') return Promise.resolve(false);
    const body = request.body;
    if (!isRecord(body) || !Array.isArray(body.messages) || typeof body.max_tokens !== 'number') {
      sendJson(response, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'model, messages and max_tokens are required' },
      });
      return Promise.resolve(true);
    }
    const reply = script.take() ?? defaultReply(body);
    const beta = request.headers['anthropic-beta'];
    const refused =
      thinkingSettingsError(body) ??
      thinkingReplayError(body) ??
      serverToolsProblem(reply.type === 'text' ? (reply.serverTools ?? []) : [], body, String(beta ?? ''));
    if (refused !== undefined) {
      sendJson(response, 400, { type: 'error', error: { type: 'invalid_request_error', message: refused } });
      return Promise.resolve(true);
    }
    count += 1;
    const planned = plan(body, reply, count);
    if (body.stream === true) writeStream(response, streamEvents(planned));
    else sendJson(response, 200, messageBody(planned));
    return Promise.resolve(true);
  });
  return {
    url: server.url,
    messageRequests: () =>
      server.requests
        .filter((request) => request.path === '/v1/messages')
        .flatMap((request) => (isRecord(request.body) ? [request.body] : [])),
    script: (...replies) => {
      script.add(replies);
    },
    reset() {
      server.reset();
      script.clear();
      count = 0;
    },
    close: () => server.close(),
  };
}
