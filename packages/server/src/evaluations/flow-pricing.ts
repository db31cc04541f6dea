import { isRecord, type FlowData } from '@loomflow/core';
import {
  chatModelPrice,
  costOfTokens,
  findNodeDefinition,
  type ModelPrice,
  type TokenCounts,
} from '@loomflow/nodes';

/** A chat model a flow calls: its node type and model name. */
export interface FlowChatModel {
  readonly node: string;
  readonly model: string;
}

/** How a flow's runs are priced: one price for all its tokens, or none and why. */
export type FlowPricing =
  | { readonly models: readonly FlowChatModel[]; readonly price: ModelPrice; readonly costNote: null }
  | { readonly models: readonly FlowChatModel[]; readonly price: null; readonly costNote: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The model a chat model's settings name (Gemini: a custom model name wins over the list's). */
function modelNameOf(settings: Readonly<Record<string, unknown>>): string {
  return text(settings.customModelName) || text(settings.modelName);
}

/**
 * The chat models a flow's nodes name: chatflow and agentflow v1 chat model nodes (`modelName`), and agentflow v2
 * nodes that pick one (`<x>Model` with its settings in `<x>ModelConfig`: Agent, LLM, Condition Agent).
 */
export function flowChatModels(graph: FlowData): FlowChatModel[] {
  const found = new Map<string, FlowChatModel>();
  const add = (node: string, model: string) => {
    if (node !== '') found.set(`${node}\u0000${model}`, { node, model });
  };
  for (const { data } of graph.nodes) {
    const inputs = data.inputs ?? {};
    const category = data.category ?? findNodeDefinition(data.name)?.category;
    if (category === 'Chat Models') add(data.name, modelNameOf(inputs));
    for (const [key, value] of Object.entries(inputs)) {
      const settings = inputs[`${key}Config`];
      if (key.endsWith('Model') && typeof value === 'string' && isRecord(settings))
        add(value.trim(), modelNameOf(settings));
    }
  }
  return [...found.values()];
}

const shown = (model: FlowChatModel): string => `${model.model || '(no model)'} (${model.node})`;
const samePrice = (left: ModelPrice, right: ModelPrice): boolean =>
  left.inputPer1K === right.inputPer1K && left.outputPer1K === right.outputPer1K;

/**
 * The price of a flow's tokens. A run's usage counts tokens without saying which model spent them, so the flow's
 * chat model nodes decide: every model priced and at the same price → that price; any model without a price, or
 * models at different prices → no cost, and the note says why. A flow with no chat model costs 0.
 */
export function flowPricing(graph: FlowData): FlowPricing {
  const models = flowChatModels(graph);
  if (models.length === 0) return { models, price: { inputPer1K: 0, outputPer1K: 0 }, costNote: null };
  const prices: ModelPrice[] = [];
  for (const model of models) {
    const lookup = chatModelPrice(model.node, model.model);
    if (!lookup.known) return { models, price: null, costNote: `Cost is unknown: ${lookup.reason}` };
    prices.push(lookup.price);
  }
  const [first] = prices;
  if (first && prices.every((price) => samePrice(price, first)))
    return { models, price: first, costNote: null };
  return {
    models,
    price: null,
    costNote: `Cost is unknown: the flow uses models at different prices (${models.map(shown).join(', ')}) and its token usage does not say which model spent which tokens`,
  };
}

/** A run's cost in US dollars at the flow's price; null when the price or the usage is unknown. */
export function runCost(pricing: Pick<FlowPricing, 'price'>, usage: TokenCounts | undefined): number | null {
  return pricing.price && usage ? costOfTokens(pricing.price, usage) : null;
}
