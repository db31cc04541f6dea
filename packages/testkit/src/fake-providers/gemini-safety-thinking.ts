import { isRecord } from '@loomflow/core';

/**
 * Gemini's safety settings and thinking config as its generateContent reference documents them: each
 * `safetySettings` row names a harm category and a block threshold; a candidate whose rating reaches the threshold
 * is withheld (`finishReason: SAFETY`, no content). `thinkingConfig.includeThoughts` answers the thinking as
 * `thought: true` parts first.
 */

type Body = Readonly<Record<string, unknown>>;

export type HarmProbability = 'NEGLIGIBLE' | 'LOW' | 'MEDIUM' | 'HIGH';

const CATEGORIES = new Set([
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
  'HARM_CATEGORY_CIVIC_INTEGRITY',
]);

/** The lowest probability each threshold blocks (none for BLOCK_NONE / OFF). */
const BLOCKS_FROM: Readonly<Record<string, HarmProbability | undefined>> = {
  BLOCK_LOW_AND_ABOVE: 'LOW',
  BLOCK_MEDIUM_AND_ABOVE: 'MEDIUM',
  BLOCK_ONLY_HIGH: 'HIGH',
  BLOCK_NONE: undefined,
  OFF: undefined,
  // Unspecified falls back to the default threshold.
  HARM_BLOCK_THRESHOLD_UNSPECIFIED: 'MEDIUM',
};

const ORDER: readonly HarmProbability[] = ['NEGLIGIBLE', 'LOW', 'MEDIUM', 'HIGH'];

function settings(body: Body): Readonly<Record<string, unknown>>[] {
  return Array.isArray(body.safetySettings) ? body.safetySettings.filter(isRecord) : [];
}

function thinkingConfig(body: Body): Readonly<Record<string, unknown>> | undefined {
  const generation = isRecord(body.generationConfig) ? body.generationConfig : undefined;
  return isRecord(generation?.thinkingConfig) ? generation.thinkingConfig : undefined;
}

/** Why the API refuses the request's safety settings or thinking config (INVALID_ARGUMENT), or undefined. */
export function safetyThinkingProblem(body: Body): string | undefined {
  for (const [index, setting] of settings(body).entries()) {
    if (typeof setting.category !== 'string' || !CATEGORIES.has(setting.category))
      return `Invalid value at 'safety_settings[${String(index)}].category' (${JSON.stringify(setting.category)})`;
    if (typeof setting.threshold !== 'string' || !(setting.threshold in BLOCKS_FROM))
      return `Invalid value at 'safety_settings[${String(index)}].threshold' (${JSON.stringify(setting.threshold)})`;
  }
  const budget = thinkingConfig(body)?.thinkingBudget;
  if (
    budget !== undefined &&
    (typeof budget !== 'number' || !Number.isInteger(budget) || budget < -1 || budget > 32768)
  )
    return `Invalid value at 'generation_config.thinking_config.thinking_budget' (${JSON.stringify(budget)}): the budget is -1 (dynamic) or 0 to 32768`;
  return undefined;
}

/** Whether the answer is to carry its thinking as thought parts. */
export function includesThoughts(body: Body): boolean {
  return thinkingConfig(body)?.includeThoughts === true;
}

/** The rating of an answer rated `probability` in `category`, blocked when the request's threshold (or the default) reaches it. */
export function safetyRating(body: Body, category: string, probability: HarmProbability) {
  const setting = settings(body).find((row) => row.category === category);
  const threshold = typeof setting?.threshold === 'string' ? setting.threshold : 'BLOCK_MEDIUM_AND_ABOVE';
  const from = BLOCKS_FROM[threshold];
  const blocked = from !== undefined && ORDER.indexOf(probability) >= ORDER.indexOf(from);
  return { category, probability, blocked };
}
