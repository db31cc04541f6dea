import { isRecord } from '@loomflow/core';
import { sampleFromSchema } from '../fake-openai/schema-sample.ts';
import { chunkString, countTokens, splitIntoTokens } from '../fake-openai/text-tokens.util.ts';
import type { ProviderReply } from './provider-script.ts';

/**
 * Bedrock Runtime's Converse / ConverseStream shapes (API reference: Converse, ConverseStream, ContentBlock,
 * ToolConfiguration, ConverseStreamOutput): request checks as the service answers them, and the answer of a reply.
 */

type Json = Readonly<Record<string, unknown>>;

/** A request the service refuses with a 400 ValidationException, with its message. */
export class BedrockValidationError extends Error {}

const IMAGE_FORMATS = ['png', 'jpeg', 'gif', 'webp'];

function blocksOf(message: Json): Json[] {
  return Array.isArray(message.content) ? message.content.filter(isRecord) : [];
}

function checkImage(block: Json, where: string): void {
  const image = block.image;
  if (!isRecord(image)) return;
  if (typeof image.format !== 'string' || !IMAGE_FORMATS.includes(image.format))
    throw new BedrockValidationError(`${where}.image.format must be one of ${IMAGE_FORMATS.join(', ')}`);
  const bytes = isRecord(image.source) ? image.source.bytes : undefined;
  if (typeof bytes !== 'string' || bytes === '' || !/^[A-Za-z0-9+/]+=*$/.test(bytes))
    throw new BedrockValidationError(`${where}.image.source.bytes must be base64 image bytes`);
}

/** The checks the service makes before a model runs: roles alternate from a user turn, tool blocks pair up. */
export function checkConverseRequest(body: unknown): asserts body is Json {
  if (!isRecord(body) || !Array.isArray(body.messages) || body.messages.length === 0)
    throw new BedrockValidationError('The messages field is required and must contain at least one message.');
  const messages = body.messages.filter(isRecord);
  let expectedRole = 'user';
  let openToolUses: string[] = [];
  let usesTools = false;
  for (const [index, message] of messages.entries()) {
    const where = `messages.${index}`;
    if (message.role !== expectedRole)
      throw new BedrockValidationError(
        index === 0
          ? 'A conversation must start with a user message. Try again with a conversation that starts with a user message.'
          : 'A conversation must alternate between user and assistant roles. Make sure the conversation alternates between user and assistant roles and try again.',
      );
    const blocks = blocksOf(message);
    if (blocks.length === 0) throw new BedrockValidationError(`${where}.content must not be empty`);
    for (const [blockIndex, block] of blocks.entries()) checkImage(block, `${where}.content.${blockIndex}`);
    const results = blocks.flatMap((block) =>
      isRecord(block.toolResult) && typeof block.toolResult.toolUseId === 'string'
        ? [block.toolResult.toolUseId]
        : [],
    );
    if (openToolUses.length > 0 && openToolUses.some((id) => !results.includes(id)))
      throw new BedrockValidationError(
        `Expected toolResult blocks at ${where}.content for the following Ids: ${openToolUses.join(', ')}`,
      );
    if (results.some((id) => !openToolUses.includes(id)))
      throw new BedrockValidationError(
        `${where}.content has a toolResult without a toolUse in the previous turn`,
      );
    openToolUses = blocks.flatMap((block) =>
      isRecord(block.toolUse) && typeof block.toolUse.toolUseId === 'string' ? [block.toolUse.toolUseId] : [],
    );
    usesTools ||= results.length > 0 || openToolUses.length > 0;
    expectedRole = expectedRole === 'user' ? 'assistant' : 'user';
  }
  if (usesTools && !isRecord(body.toolConfig))
    throw new BedrockValidationError(
      'The toolConfig field must be defined when using toolUse and toolResult content blocks.',
    );
  const maxTokens = isRecord(body.inferenceConfig) ? body.inferenceConfig.maxTokens : undefined;
  if (
    maxTokens !== undefined &&
    (typeof maxTokens !== 'number' || !Number.isInteger(maxTokens) || maxTokens < 1)
  )
    throw new BedrockValidationError('inferenceConfig.maxTokens must be a whole number of at least 1');
}

function toolSpecs(body: Json): Json[] {
  const tools =
    isRecord(body.toolConfig) && Array.isArray(body.toolConfig.tools) ? body.toolConfig.tools : [];
  return tools.filter(isRecord).flatMap((tool) => (isRecord(tool.toolSpec) ? [tool.toolSpec] : []));
}

/** The tool `toolChoice` forces: `{tool: {name}}`, or `{any: {}}` with exactly one tool. */
function forcedTool(body: Json): Json | undefined {
  const choice = isRecord(body.toolConfig) ? body.toolConfig.toolChoice : undefined;
  if (!isRecord(choice)) return undefined;
  const specs = toolSpecs(body);
  if (isRecord(choice.tool)) {
    const name = choice.tool.name;
    return specs.find((spec) => spec.name === name);
  }
  return isRecord(choice.any) && specs.length === 1 ? specs[0] : undefined;
}

/** The text blocks of the last user turn (what the echo repeats). */
export function lastUserText(body: Json): string {
  const messages = Array.isArray(body.messages) ? body.messages.filter(isRecord) : [];
  const last = messages.filter((message) => message.role === 'user').at(-1);
  if (!last) return '';
  return blocksOf(last)
    .flatMap((block) => (typeof block.text === 'string' ? [block.text] : []))
    .join('\n');
}

/** A forced tool's input generated from its schema, else an echo of the last user text. */
export function defaultConverseReply(body: Json): ProviderReply {
  const tool = forcedTool(body);
  if (tool && typeof tool.name === 'string') {
    const schema = isRecord(tool.inputSchema) ? tool.inputSchema.json : undefined;
    const input = sampleFromSchema(schema);
    return { type: 'toolCall', name: tool.name, args: isRecord(input) ? input : {} };
  }
  return { type: 'text', text: `Echo: ${lastUserText(body)}` };
}

/** The one content block of an answer, its stop reason and token counts. */
export interface PlannedAnswer {
  readonly block: Json;
  readonly stopReason: 'end_turn' | 'tool_use';
  readonly usage: {
    readonly inputTokens: number;
    readonly outputTokens: number;
    readonly totalTokens: number;
  };
}

export function planAnswer(body: Json, reply: ProviderReply, count: number): PlannedAnswer {
  const inputTokens = countTokens(JSON.stringify([body.system ?? [], body.messages ?? []]));
  const usage = (outputTokens: number) => ({
    inputTokens,
    outputTokens,
    totalTokens: inputTokens + outputTokens,
  });
  if (reply.type === 'toolCall') {
    const toolUse = { toolUseId: `tooluse_fake_${count}`, name: reply.name, input: reply.args };
    return {
      block: { toolUse },
      stopReason: 'tool_use',
      usage: usage(countTokens(JSON.stringify(reply.args))),
    };
  }
  return { block: { text: reply.text }, stopReason: 'end_turn', usage: usage(countTokens(reply.text)) };
}

/** Converse's JSON answer. */
export function converseAnswer(planned: PlannedAnswer): Json {
  return {
    output: { message: { role: 'assistant', content: [planned.block] } },
    stopReason: planned.stopReason,
    usage: planned.usage,
    metrics: { latencyMs: 42 },
  };
}

/** AWS pads each stream event with a `p` member of random length so sizes reveal nothing; clients ignore it. */
function padded(body: Json, index: number): Json {
  return {
    ...body,
    p: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456'.slice(0, 5 + ((index * 7) % 40)),
  };
}

/** ConverseStream's events in the documented order, each `[event type, payload]`. */
export function converseStreamEvents(planned: PlannedAnswer): [string, Json][] {
  const toolUse = isRecord(planned.block.toolUse) ? planned.block.toolUse : undefined;
  const text = typeof planned.block.text === 'string' ? planned.block.text : '';
  const opening: [string, Json][] = toolUse
    ? [
        [
          'contentBlockStart',
          { contentBlockIndex: 0, start: { toolUse: { toolUseId: toolUse.toolUseId, name: toolUse.name } } },
        ],
      ]
    : [];
  const deltas: Json[] = toolUse
    ? chunkString(JSON.stringify(toolUse.input), 8).map((input) => ({ toolUse: { input } }))
    : splitIntoTokens(text).map((token) => ({ text: token }));
  const events: [string, Json][] = [
    ['messageStart', { role: 'assistant' }],
    ...opening,
    ...deltas.map((delta): [string, Json] => ['contentBlockDelta', { contentBlockIndex: 0, delta }]),
    ['contentBlockStop', { contentBlockIndex: 0 }],
    ['messageStop', { stopReason: planned.stopReason }],
    ['metadata', { usage: planned.usage, metrics: { latencyMs: 42 } }],
  ];
  return events.map(([type, body], index) => [type, type === 'metadata' ? body : padded(body, index)]);
}
