import type { ServerResponse } from 'node:http';
import type { ChatReplySource, TextReply, ToolCallsReply } from './fake-openai.types.ts';
import { pause, sendJson, sendOpenAIError } from './http-io.util.ts';
import { lastUserMessageText, parseRequest } from './openai-request.schemas.ts';
import { errorBody, resolveChatReply } from './reply.builders.ts';
import { builtInCallItems, builtInToolsProblem, searchCitations } from './responses-built-in-tools.ts';
import {
  asChatRequest,
  responsesRequestSchema,
  responsesSettingsProblem,
  type ResponsesRequest,
} from './responses-request.ts';
import { FIXED_CREATED_AT, type RouteContext } from './server.state.ts';
import { chunkString, countTokens, splitIntoTokens } from './text-tokens.util.ts';

type Item = Record<string, unknown>;

const defaultReply: ChatReplySource = (request) => `Echo: ${lastUserMessageText(request)}`;

/**
 * The output items of a reply: a reasoning summary when asked for, the built-in tool calls it scripts, then the
 * message (citing the search result after a web search) or the function calls.
 */
function outputItems(
  reply: TextReply | ToolCallsReply,
  request: ResponsesRequest,
  builtIn: readonly Item[],
  nextId: (prefix: string) => string,
): Item[] {
  const items: Item[] = [];
  if (request.reasoning?.summary != null) {
    const text = reply.reasoningSummary ?? `Reasoned about: ${lastUserMessageText(asChatRequest(request))}`;
    items.push({ type: 'reasoning', id: nextId('rs_fake_'), summary: [{ type: 'summary_text', text }] });
  }
  items.push(...builtIn);
  const text = reply.content;
  if (text !== undefined && text !== '') {
    const annotations = searchCitations(builtIn, text);
    items.push({
      type: 'message',
      id: nextId('msg_fake_'),
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'output_text', text, annotations }],
    });
  }
  if (reply.type === 'tool_calls') {
    for (const call of reply.toolCalls) {
      items.push({
        type: 'function_call',
        id: nextId('fc_fake_'),
        call_id: call.id ?? nextId('call_fake_'),
        name: call.name,
        arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
        status: 'completed',
      });
    }
  }
  return items;
}

function textOfItem(item: Item): string {
  if (item.type === 'function_call') return String(item.arguments);
  const parts = item.type === 'reasoning' ? item.summary : item.content;
  return Array.isArray(parts)
    ? parts.map((part: { text?: unknown }) => (typeof part.text === 'string' ? part.text : '')).join('')
    : '';
}

function responseBody(id: string, request: ResponsesRequest, items: readonly Item[]): Item {
  const input = countTokens(JSON.stringify(request.input)) + countTokens(request.instructions ?? '');
  const reasoning = items.filter((item) => item.type === 'reasoning');
  const reasoningTokens = reasoning.reduce((sum, item) => sum + countTokens(textOfItem(item)), 0);
  const output = items.reduce((sum, item) => sum + countTokens(textOfItem(item)), 0);
  return {
    id,
    object: 'response',
    created_at: FIXED_CREATED_AT,
    status: 'completed',
    model: request.model,
    output: items,
    reasoning: request.reasoning ?? null,
    tools: request.tools ?? [],
    usage: {
      input_tokens: input,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: output,
      output_tokens_details: { reasoning_tokens: reasoningTokens },
      total_tokens: input + output,
    },
  };
}

/** The events that build one output item, as the Responses API streams them. */
function itemEvents(item: Item, output_index: number): Item[] {
  const item_id = item.id;
  const text = textOfItem(item);
  if (item.type === 'reasoning') {
    const part = { type: 'summary_text', text: '' };
    return [
      { type: 'response.output_item.added', output_index, item: { ...item, summary: [] } },
      { type: 'response.reasoning_summary_part.added', item_id, output_index, summary_index: 0, part },
      ...splitIntoTokens(text).map((delta) => ({
        type: 'response.reasoning_summary_text.delta',
        item_id,
        output_index,
        summary_index: 0,
        delta,
      })),
      { type: 'response.reasoning_summary_text.done', item_id, output_index, summary_index: 0, text },
      { type: 'response.output_item.done', output_index, item },
    ];
  }
  if (item.type === 'function_call') {
    return [
      {
        type: 'response.output_item.added',
        output_index,
        item: { ...item, arguments: '', status: 'in_progress' },
      },
      ...chunkString(text, 8).map((delta) => ({
        type: 'response.function_call_arguments.delta',
        item_id,
        output_index,
        delta,
      })),
      { type: 'response.function_call_arguments.done', item_id, output_index, arguments: text },
      { type: 'response.output_item.done', output_index, item },
    ];
  }
  if (item.type !== 'message') {
    return [
      { type: 'response.output_item.added', output_index, item: { ...item, status: 'in_progress' } },
      { type: 'response.output_item.done', output_index, item },
    ];
  }
  const part = { type: 'output_text', text: '', annotations: [] };
  const content: unknown = Array.isArray(item.content) ? item.content[0] : undefined;
  const annotations: unknown[] =
    typeof content === 'object' &&
    content !== null &&
    'annotations' in content &&
    Array.isArray(content.annotations)
      ? content.annotations
      : [];
  return [
    {
      type: 'response.output_item.added',
      output_index,
      item: { ...item, content: [], status: 'in_progress' },
    },
    { type: 'response.content_part.added', item_id, output_index, content_index: 0, part },
    ...splitIntoTokens(text).map((delta) => ({
      type: 'response.output_text.delta',
      item_id,
      output_index,
      content_index: 0,
      delta,
    })),
    ...annotations.map((annotation, annotation_index) => ({
      type: 'response.output_text.annotation.added',
      item_id,
      output_index,
      content_index: 0,
      annotation_index,
      annotation,
    })),
    { type: 'response.output_text.done', item_id, output_index, content_index: 0, text },
    { type: 'response.content_part.done', item_id, output_index, content_index: 0, part: { ...part, text } },
    { type: 'response.output_item.done', output_index, item },
  ];
}

function writeStream(response: ServerResponse, body: Item, items: readonly Item[]): void {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  const events = [
    { type: 'response.created', response: { ...body, status: 'in_progress', output: [], usage: null } },
    ...items.flatMap((item, index) => itemEvents(item, index)),
    { type: 'response.completed', response: body },
  ];
  events.forEach((event, sequence_number) => {
    response.write(
      `event: ${String(event.type)}\ndata: ${JSON.stringify({ ...event, sequence_number })}\n\n`,
    );
  });
  response.end();
}

/** `POST /v1/responses`: answered from the chat script (its rules see the input as chat messages). */
export async function handleResponses(context: RouteContext): Promise<void> {
  const { state, response, signal } = context;
  const parsed = parseRequest(responsesRequestSchema, context.body);
  if (!parsed.ok) {
    sendOpenAIError(response, 400, parsed.problem);
    return;
  }
  const request = parsed.value;
  const problem = responsesSettingsProblem(request) ?? builtInToolsProblem(request);
  if (problem) {
    sendOpenAIError(
      response,
      400,
      typeof problem === 'string' ? { message: problem, param: 'tools' } : problem,
    );
    return;
  }
  const chatRequest = asChatRequest(request);
  const replyContext = { headers: context.headers };
  const source = state.scripts.takeChat(chatRequest, replyContext) ?? defaultReply;
  const reply = await resolveChatReply(source, chatRequest, replyContext);
  if (!(await pause(reply.firstTokenLatencyMs ?? state.options.firstTokenLatencyMs, signal))) return;
  if (reply.type === 'error') {
    sendJson(response, reply.status, errorBody(reply), reply.headers);
    return;
  }
  const nextId = (prefix: string) => state.nextId(prefix);
  const builtIn = builtInCallItems(
    reply.builtInTools ?? [],
    request,
    lastUserMessageText(chatRequest),
    nextId,
  );
  if ('problem' in builtIn) {
    sendOpenAIError(response, 500, { message: `Fake OpenAI script failed: ${builtIn.problem}` });
    return;
  }
  const items = outputItems(reply, request, builtIn.items, nextId);
  const body = responseBody(state.nextId('resp_fake_'), request, items);
  if (request.stream === true) writeStream(response, body, items);
  else sendJson(response, 200, body);
}
