import type { AIMessageChunk, MessageContent } from '@langchain/core/messages';
import { isRecord } from '@loomflow/core';

/**
 * A model's thinking as LangChain hands it over: Anthropic's and Gemini's `thinking` blocks, and the `reasoning`
 * blocks of OpenAI's reasoning summaries (Responses API).
 */
export function thinkingText(content: MessageContent): string {
  if (typeof content === 'string') return '';
  return content
    .map((part) => {
      if (!isRecord(part)) return '';
      if (part.type === 'thinking' && typeof part.thinking === 'string') return part.thinking;
      if (part.type === 'reasoning' && typeof part.reasoning === 'string') return part.reasoning;
      return '';
    })
    .join('');
}

const SIGNED_THINKING: ReadonlySet<unknown> = new Set(['thinking', 'redacted_thinking']);

/**
 * The content an answer is sent back with in the next request of a tool loop: its text, preceded by the signed
 * thinking blocks it came with (Anthropic refuses a tool-use turn whose thinking was left out). Tool calls go
 * separately, as the message's `tool_calls`.
 */
export function replayedContent(message: AIMessageChunk, text: string): MessageContent {
  if (typeof message.content === 'string') return text;
  const thinking = message.content.flatMap((part) => {
    if (!isRecord(part) || !SIGNED_THINKING.has(part.type)) return [];
    const { index: _index, ...block } = part;
    return [block];
  });
  if (thinking.length === 0) return text;
  return [...thinking, ...(text === '' ? [] : [{ type: 'text', text }])];
}

/** What a node's output records of its model's thinking (Flowise's `reasonContent`), when it thought. */
export function reasonContentOf(thinking: string): { reasonContent?: { thinking: string } } {
  return thinking === '' ? {} : { reasonContent: { thinking } };
}
