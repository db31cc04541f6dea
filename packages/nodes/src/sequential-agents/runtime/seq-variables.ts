import { isRecord } from '@loomflow/core';
import type { BaseMessage } from '@langchain/core/messages';
import { messageText } from '../../agentflow/runtime-shared/chat-messages.ts';
import { objectOf, textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import type { SeqNodeContext } from './seq-node-context.ts';

/** A message as user code and condition variables see it (Flowise's serialised LangChain message). */
export function plainMessage(message: BaseMessage): Readonly<Record<string, unknown>> {
  const toolCalls = 'tool_calls' in message && Array.isArray(message.tool_calls) ? message.tool_calls : [];
  return {
    type: message.type,
    content: messageText(message.content),
    name: message.name ?? '',
    additional_kwargs: message.additional_kwargs,
    tool_calls: toolCalls,
  };
}

/** `$flow` for user code and variables: ids, the question, the state (with `messages`) and the node's output. */
export function flowObject(
  context: SeqNodeContext,
  output?: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  return {
    ...context.flow,
    state: { ...context.state, messages: context.messages.map(plainMessage) },
    ...(output === undefined ? {} : { output }),
  };
}

/** Path segments of `a.b[0].c[-1]`: names and indexes (negative ones count from the end). */
function segmentsOf(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const part of path.split('.')) {
    const match = /^([^[\]]*)((?:\[-?\d+\])*)$/.exec(part);
    if (!match) return [];
    if (match[1]) segments.push(match[1]);
    for (const index of match[2]?.matchAll(/\[(-?\d+)\]/g) ?? []) segments.push(Number(index[1]));
  }
  return segments;
}

function step(value: unknown, segment: string | number): unknown {
  if (typeof segment === 'number') {
    if (!Array.isArray(value)) return undefined;
    const list: readonly unknown[] = value;
    return list[segment < 0 ? list.length + segment : segment];
  }
  if (segment === 'length' && (Array.isArray(value) || typeof value === 'string')) return value.length;
  return isRecord(value) ? value[segment] : undefined;
}

/**
 * The value a condition row or a state update names: `$flow.state.messages[-1].content`, `$flow.output.next`,
 * `$vars.name`, `$flow.input`; any other text is itself.
 */
export function resolveVariable(
  text: string,
  flow: Readonly<Record<string, unknown>>,
  vars: Readonly<Record<string, string>>,
): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('$vars.')) return vars[trimmed.slice('$vars.'.length)];
  if (!trimmed.startsWith('$flow.')) return text;
  return segmentsOf(trimmed.slice('$flow.'.length)).reduce<unknown>(step, flow);
}

/**
 * Format Prompt Values: `{key}` in prompts replaced by the configured values (which may name variables, or be
 * `{{question}}`). Braces that name no value stay as written.
 */
export function formatPrompt(prompt: string, context: SeqNodeContext): string {
  const values = objectOf(context.inputs.promptValues);
  if (Object.keys(values).length === 0) return prompt;
  const flow = flowObject(context);
  return prompt.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, key: string) => {
    if (!(key in values)) return whole;
    const raw = textOf(values[key]);
    const value = /^\{\{\s*question\s*\}\}$/.test(raw)
      ? context.flow.input
      : resolveVariable(raw, flow, context.vars);
    return textOf(value);
  });
}
