import { sendJson, sendOpenAIError } from './http-io.util.ts';
import type { RouteContext } from './server.state.ts';

/** Words that make the fake moderation flag an input, by the category it reports (deterministic, case-insensitive). */
export const FLAGGED_WORDS: Readonly<Record<string, readonly string[]>> = {
  violence: ['kill', 'murder', 'attack'],
  hate: ['hate'],
};

const CATEGORIES = ['violence', 'hate', 'harassment', 'self-harm', 'sexual'] as const;

function resultFor(text: string): Record<string, unknown> {
  const words = text.toLowerCase().split(/[^a-z-]+/);
  const categories = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      (FLAGGED_WORDS[category] ?? []).some((word) => words.includes(word)),
    ]),
  );
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, categories[category] ? 0.98 : 0.01]),
  );
  return { flagged: Object.values(categories).includes(true), categories, category_scores: scores };
}

/** POST /v1/moderations: `input` as text or a list of texts; one result each. */
export function handleModerations(context: RouteContext): void {
  const body = context.body;
  const input = typeof body === 'object' && body !== null && 'input' in body ? body.input : undefined;
  const texts = typeof input === 'string' ? [input] : input;
  if (!Array.isArray(texts) || !texts.every((text): text is string => typeof text === 'string')) {
    sendOpenAIError(context.response, 400, { message: "'input' must be a string or a list of strings." });
    return;
  }
  const model =
    typeof body === 'object' && body !== null && 'model' in body && typeof body.model === 'string'
      ? body.model
      : 'omni-moderation-latest';
  sendJson(context.response, 200, {
    id: context.state.nextId('modr'),
    model,
    results: texts.map(resultFor),
  });
}
