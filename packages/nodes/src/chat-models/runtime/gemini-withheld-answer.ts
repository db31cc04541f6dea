import { isRecord } from '@loomflow/core';

/**
 * Why Gemini gave no answer: a candidate that finished for SAFETY (or another reason) without content, or a
 * prompt blocked outright (`promptFeedback.blockReason`), with the harm categories its ratings marked blocked.
 */
export interface WithheldAnswer {
  readonly finishReason?: string;
  readonly blockReason?: string;
  readonly blockedCategories: readonly string[];
}

/** The message a person reads when Gemini withholds its answer. */
export function withheldAnswerMessage(label: string, withheld: WithheldAnswer): string {
  const reason = withheld.blockReason
    ? `the prompt was blocked (${withheld.blockReason})`
    : `it finished with ${withheld.finishReason ?? 'no content'}`;
  const categories =
    withheld.blockedCategories.length > 0 ? ` in ${withheld.blockedCategories.join(', ')}` : '';
  const safety =
    withheld.blockReason !== undefined || withheld.finishReason === 'SAFETY'
      ? ' Rephrase the question, or lower the threshold of that category in the node’s Safety Settings.'
      : '';
  return `${label}: Google Gemini gave no answer: ${reason}${categories}.${safety}`;
}

function blockedCategories(ratings: unknown): string[] {
  if (!Array.isArray(ratings)) return [];
  return ratings.flatMap((rating) =>
    isRecord(rating) && rating.blocked === true && typeof rating.category === 'string'
      ? [rating.category]
      : [],
  );
}

/** What one generateContent answer (or stream chunk) says about a withheld answer, if anything. */
export function withheldAnswerOf(response: unknown): WithheldAnswer | undefined {
  if (!isRecord(response)) return undefined;
  const feedback = isRecord(response.promptFeedback) ? response.promptFeedback : undefined;
  if (typeof feedback?.blockReason === 'string')
    return {
      blockReason: feedback.blockReason,
      blockedCategories: blockedCategories(feedback.safetyRatings),
    };
  const candidates: unknown = response.candidates;
  const candidate: unknown = Array.isArray(candidates) ? candidates[0] : undefined;
  if (!isRecord(candidate) || candidate.content !== undefined) return undefined;
  if (typeof candidate.finishReason !== 'string' || candidate.finishReason === 'STOP') return undefined;
  return {
    finishReason: candidate.finishReason,
    blockedCategories: blockedCategories(candidate.safetyRatings),
  };
}

/**
 * A fetch that notes what Gemini's answers say about a withheld answer while the SDK reads them (a copy of each
 * body is read alongside): LangChain skips a contentless stream chunk silently, so the reason is read here.
 */
export class WithheldAnswerWatch {
  #found: WithheldAnswer | undefined;
  #reading: Promise<void>[] = [];

  fetchThrough(inner: typeof fetch): typeof fetch {
    return async (input, init) => {
      const response = await inner(input, init);
      if (response.ok && response.body) this.#reading.push(this.#read(response.clone()));
      return response;
    };
  }

  async #read(response: Response): Promise<void> {
    const text = await response.text().catch(() => '');
    const bodies = text.trimStart().startsWith('{')
      ? [text]
      : text.split(/\r?\n/).flatMap((line) => (line.startsWith('data:') ? [line.slice(5)] : []));
    for (const body of bodies) {
      try {
        this.#found ??= withheldAnswerOf(JSON.parse(body));
      } catch {
        // Not JSON: nothing to note.
      }
    }
  }

  /** What the answers read so far said, once every copy has been read. */
  async found(): Promise<WithheldAnswer | undefined> {
    await Promise.all(this.#reading);
    return this.#found;
  }
}
