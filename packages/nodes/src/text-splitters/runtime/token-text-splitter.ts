import { TextSplitter, type TextSplitterParams } from '@langchain/textsplitters';
import { Tiktoken } from 'js-tiktoken/lite';
import type { TOKEN_ENCODINGS } from '../text-splitter.nodes.ts';

export type TokenEncodingName = (typeof TOKEN_ENCODINGS)[number];

const RANKS = {
  gpt2: () => import('js-tiktoken/ranks/gpt2'),
  r50k_base: () => import('js-tiktoken/ranks/r50k_base'),
  p50k_base: () => import('js-tiktoken/ranks/p50k_base'),
  p50k_edit: () => import('js-tiktoken/ranks/p50k_edit'),
  cl100k_base: () => import('js-tiktoken/ranks/cl100k_base'),
  o200k_base: () => import('js-tiktoken/ranks/o200k_base'),
} as const satisfies Record<TokenEncodingName, unknown>;

const encoders = new Map<TokenEncodingName, Promise<Tiktoken>>();

/**
 * A BPE encoder from the ranks shipped in `js-tiktoken` (LangChain's own token splitter downloads them from a
 * CDN at run time, which hangs offline).
 */
export function localEncoder(name: TokenEncodingName): Promise<Tiktoken> {
  let pending = encoders.get(name);
  if (!pending) {
    pending = RANKS[name]().then((ranks) => new Tiktoken(ranks.default));
    encoders.set(name, pending);
  }
  return pending;
}

/** Splits text into windows of `chunkSize` tokens, each starting `chunkSize - chunkOverlap` tokens after the last. */
export class LocalTokenTextSplitter extends TextSplitter {
  constructor(
    private readonly encodingName: TokenEncodingName,
    fields: Partial<TextSplitterParams>,
  ) {
    super(fields);
  }

  async splitText(text: string): Promise<string[]> {
    const encoder = await localEncoder(this.encodingName);
    const ids = encoder.encode(text, 'all');
    const chunks: string[] = [];
    const step = this.chunkSize - this.chunkOverlap;
    for (let start = 0; start < ids.length; start += step) {
      chunks.push(encoder.decode(ids.slice(start, start + this.chunkSize)));
      if (start + this.chunkSize >= ids.length) break;
    }
    return chunks;
  }
}
