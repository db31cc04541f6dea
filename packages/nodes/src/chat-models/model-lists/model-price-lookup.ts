import { CHAT_MODEL_PRICES, FREE_CHAT_MODEL_NODES, type ModelPrice } from './model-prices.ts';

/** A model's price, or why none is known. */
export type ModelPriceLookup =
  | { readonly known: true; readonly price: ModelPrice; readonly matched: string }
  | { readonly known: false; readonly reason: string };

const FREE: ModelPrice = { inputPer1K: 0, outputPer1K: 0 };

/**
 * What may follow a priced name and still be the same model: a dated or numbered snapshot (`-2024-08-06`,
 * `-20250219`, `-0613`, `-2411`), a `-latest` alias, a Vertex/Bedrock style version (`@20241022`, `-v1:0`).
 */
const SNAPSHOT_SUFFIX = /^(?:[-@](?:latest|\d{4}-\d{2}-\d{2}|\d{3,8}))?(?:-v\d+(?::\d+)?)?$/;

/** `models/gemini-2.5-flash` (Google's resource names) reads as `gemini-2.5-flash`. */
function canonicalName(modelName: string): string {
  return modelName
    .trim()
    .toLowerCase()
    .replace(/^models\//, '');
}

/**
 * The price of a model a chat model node names. Rules, in order: the node type's table (Ollama: every model 0);
 * the exact name (case-insensitive, Google's `models/` prefix dropped); else the longest priced name the model
 * starts with when what follows is only a snapshot suffix (`gpt-4o-2024-08-06` → `gpt-4o`,
 * `claude-3-7-sonnet-latest` → `claude-3-7-sonnet`). Anything else is unknown, with the reason: a guess
 * (`gpt-5-pro` priced as `gpt-5`) would be wrong by an order of magnitude.
 */
export function chatModelPrice(nodeName: string, modelName: string): ModelPriceLookup {
  const name = canonicalName(modelName);
  if (FREE_CHAT_MODEL_NODES.has(nodeName)) return { known: true, price: FREE, matched: name };
  const table = CHAT_MODEL_PRICES[nodeName];
  if (!table) return { known: false, reason: `${nodeName} models have no price in the price table` };
  if (name === '') return { known: false, reason: `${nodeName} names no model` };
  const exact = table[name];
  if (exact) return { known: true, price: exact, matched: name };
  let best: string | undefined;
  for (const candidate of Object.keys(table)) {
    if (!name.startsWith(candidate) || !SNAPSHOT_SUFFIX.test(name.slice(candidate.length))) continue;
    if (best === undefined || candidate.length > best.length) best = candidate;
  }
  const price = best === undefined ? undefined : table[best];
  if (best !== undefined && price) return { known: true, price, matched: best };
  return {
    known: false,
    reason: `model "${modelName.trim()}" of ${nodeName} has no price in the price table`,
  };
}

/** Token counts of a run or a model call. */
export interface TokenCounts {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** US dollars for the tokens at the price (rounded to 1e-9 so that sums of fractions stay exact to compare). */
export function costOfTokens(price: ModelPrice, tokens: TokenCounts): number {
  const cost = (tokens.inputTokens * price.inputPer1K + tokens.outputTokens * price.outputPer1K) / 1000;
  return Math.round(cost * 1e9) / 1e9;
}
