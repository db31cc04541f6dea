import { isRecord } from '@loomflow/core';
import { createHash } from 'node:crypto';

/**
 * Extended thinking as Anthropic's Messages API documents it: `thinking: {type: 'enabled', budget_tokens}` (or
 * `{type: 'adaptive'}`), answered with a `thinking` block carrying an opaque `signature` before the text or tool
 * use; a tool-use turn sent back must keep its signed thinking block first.
 */

type Body = Readonly<Record<string, unknown>>;

const SIGNING_KEY = 'fake-anthropic-thinking';

/** The fake's signature of a thinking text (the real one is opaque too; only the API can check it). */
export function signThinking(thinking: string): string {
  return createHash('sha256').update(`${SIGNING_KEY}\n${thinking}`).digest('base64');
}

/** Whether the request turned thinking on. */
export function thinkingEnabled(body: Body): boolean {
  return isRecord(body.thinking) && (body.thinking.type === 'enabled' || body.thinking.type === 'adaptive');
}

/** Why the API refuses the request's thinking settings, or undefined when it accepts them. */
export function thinkingSettingsError(body: Body): string | undefined {
  const thinking = body.thinking;
  if (thinking === undefined) return undefined;
  if (!isRecord(thinking)) return 'thinking: Input should be an object';
  if (thinking.type === 'disabled' || thinking.type === 'adaptive') return undefined;
  if (thinking.type !== 'enabled') return `thinking.type: unknown type ${JSON.stringify(thinking.type)}`;
  const budget = thinking.budget_tokens;
  if (typeof budget !== 'number' || !Number.isInteger(budget))
    return 'thinking.budget_tokens: Field required';
  if (budget < 1024) return 'thinking.enabled.budget_tokens: Input should be greater than or equal to 1024';
  if (typeof body.max_tokens === 'number' && budget >= body.max_tokens)
    return '`max_tokens` must be greater than `thinking.budget_tokens`';
  if (body.temperature !== undefined && body.temperature !== 1)
    return '`temperature` may only be set to 1 when thinking is enabled';
  if (body.top_k !== undefined) return '`top_k` must be unset when thinking is enabled';
  return undefined;
}

function blocksOf(message: Body): Body[] {
  return Array.isArray(message.content) ? message.content.filter(isRecord) : [];
}

/**
 * Why the API refuses the conversation sent back with thinking on, or undefined: every thinking block must carry
 * the signature given with it, and the last assistant turn that used a tool must start with its thinking block.
 */
export function thinkingReplayError(body: Body): string | undefined {
  const messages = Array.isArray(body.messages) ? body.messages.filter(isRecord) : [];
  for (const [index, message] of messages.entries()) {
    for (const block of blocksOf(message)) {
      if (block.type !== 'thinking') continue;
      const text = typeof block.thinking === 'string' ? block.thinking : '';
      if (block.signature !== signThinking(text))
        return `messages.${String(index)}: Invalid \`signature\` in \`thinking\` block`;
    }
  }
  if (!thinkingEnabled(body)) return undefined;
  const lastAssistant = messages
    .map((message, index) => ({ message, index }))
    .findLast(({ message }) => message.role === 'assistant');
  if (!lastAssistant) return undefined;
  const blocks = blocksOf(lastAssistant.message);
  const usesTool = blocks.some((block) => block.type === 'tool_use');
  const firstType = blocks[0]?.type;
  const first = typeof firstType === 'string' ? firstType : 'text';
  if (usesTool && first !== 'thinking' && first !== 'redacted_thinking') {
    return (
      `messages.${String(lastAssistant.index)}.content.0.type: Expected \`thinking\` or \`redacted_thinking\`, ` +
      `but found \`${first}\`. With thinking enabled, the assistant turn before the last tool results ` +
      'must start with its thinking block.'
    );
  }
  return undefined;
}
