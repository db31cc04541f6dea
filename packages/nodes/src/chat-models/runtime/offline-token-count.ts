import type { MessageContent } from '@langchain/core/messages';
import { Tiktoken } from 'js-tiktoken/lite';

/**
 * LangChain's OpenAI models count tokens with a tiktoken encoding fetched from a CDN at run time (blocking for
 * seconds offline, retried with backoff). These counters use the ranks shipped in `js-tiktoken` instead.
 */
const encoders = new Map<string, Promise<Tiktoken>>();

/** The encoding of a model family: o200k for gpt-4o, gpt-4.1, gpt-5 and the o-series, cl100k otherwise. */
export function encodingNameFor(model: string): 'o200k_base' | 'cl100k_base' {
  return /^(gpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|o\d|chatgpt-4o|gpt-oss)/.test(model)
    ? 'o200k_base'
    : 'cl100k_base';
}

function encoder(name: 'o200k_base' | 'cl100k_base'): Promise<Tiktoken> {
  let pending = encoders.get(name);
  if (!pending) {
    pending = (
      name === 'o200k_base' ? import('js-tiktoken/ranks/o200k_base') : import('js-tiktoken/ranks/cl100k_base')
    ).then((ranks) => new Tiktoken(ranks.default));
    encoders.set(name, pending);
  }
  return pending;
}

function textOf(content: MessageContent): string {
  if (typeof content === 'string') return content;
  return content
    .map((part) => {
      if (typeof part === 'string') return part;
      return part.type === 'text' && 'text' in part && typeof part.text === 'string' ? part.text : '';
    })
    .join('');
}

/** Tokens of a message content, counted locally. */
export async function countTokensOffline(model: string, content: MessageContent): Promise<number> {
  const text = textOf(content);
  if (text === '') return 0;
  return (await encoder(encodingNameFor(model))).encode(text).length;
}
