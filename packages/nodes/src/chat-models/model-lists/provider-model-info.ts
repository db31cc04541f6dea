/** What a model can do beyond plain chat. */
export type ModelCapability = 'tools' | 'vision' | 'structuredOutput' | 'reasoning';

/** One model of a provider's maintained list. */
export interface ProviderModelInfo {
  readonly name: string;
  /** Tokens the model reads and writes in one request. */
  readonly contextWindow: number;
  /** USD per 1M tokens, input then output, as the provider lists it; absent where it publishes none. */
  readonly pricePerMillion?: readonly [input: number, output: number];
  readonly capabilities: readonly ModelCapability[];
}

/** `131072` and `128000` → `128K`, `2000000` → `2M` (providers count in powers of 2 or of 10). */
function tokens(count: number): string {
  if (count >= 1_000_000) return `${Math.round(count / 100_000) / 10}M`;
  return `${Math.round(count / (count % 1000 === 0 ? 1000 : 1024))}K`;
}

/** The picker's line under a model: context window, price, capabilities. */
export function describeModel(model: ProviderModelInfo): string {
  const parts = [`${tokens(model.contextWindow)} context`];
  if (model.pricePerMillion)
    parts.push(`$${model.pricePerMillion[0]} / $${model.pricePerMillion[1]} per 1M tokens`);
  if (model.capabilities.length > 0) parts.push(model.capabilities.join(', '));
  return parts.join(' · ');
}
