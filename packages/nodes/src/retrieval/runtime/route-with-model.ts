import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import { streamAnswer } from '../../chains/runtime/stream-answer.ts';
import type { TokenUsage } from '../../runtime/node-executor.ts';

/** A destination the model may route a question to. */
export interface Route {
  readonly routeName: string;
  readonly description: string;
}

/** The routing prompt: destinations by name and description; the model answers with one name or NONE. */
export function routingPrompt(routes: readonly Route[], question: string): string {
  const lines = routes.map((route) => `- ${route.routeName}: ${route.description}`).join('\n');
  return `Choose the destination that fits the question best. Destinations:
${lines}

Reply with the destination's name only, exactly as written, or NONE when no destination fits.

Question: ${question}
Destination:`;
}

/** The route the model names (case and quotes ignored), or undefined for NONE or an unknown name. */
export function pickedRoute<R extends Route>(routes: readonly R[], reply: string): R | undefined {
  const name = reply
    .trim()
    .replace(/^["'`]+|["'`.]+$/g, '')
    .trim()
    .toLowerCase();
  return routes.find((route) => route.routeName.trim().toLowerCase() === name);
}

/** Asks the model which route fits the question (not streamed to the client). */
export async function routeWithModel<R extends Route>(
  model: BaseLanguageModel,
  routes: readonly R[],
  question: string,
  signal: AbortSignal,
): Promise<{ route: R | undefined; usage?: TokenUsage }> {
  const reply = await streamAnswer(model, routingPrompt(routes, question), { signal, streaming: false });
  return { route: pickedRoute(routes, reply.text), ...(reply.usage ? { usage: reply.usage } : {}) };
}

export function addUsage(a: TokenUsage | undefined, b: TokenUsage | undefined): TokenUsage | undefined {
  if (!a) return b;
  if (!b) return a;
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}
