import { Tiktoken } from 'js-tiktoken/lite';
import type { ChatTurn } from '../../runtime/node-executor.ts';

let encoder: Promise<Tiktoken> | undefined;

/**
 * A token counter with the cl100k encoding shipped in `js-tiktoken` (never fetched from the network), loaded on
 * first use so that flows without token-limited memory never pay for it.
 */
export async function turnTokenCounter(): Promise<(turns: readonly ChatTurn[]) => number> {
  encoder ??= import('js-tiktoken/ranks/cl100k_base').then((ranks) => new Tiktoken(ranks.default));
  const loaded = await encoder;
  // A few tokens per message for the role markers.
  return (turns) => turns.reduce((sum, turn) => sum + 4 + loaded.encode(turn.content).length, 0);
}
