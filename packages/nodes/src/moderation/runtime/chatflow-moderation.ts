import { ChatflowInputError, describeValue } from '../../runtime/chatflow-component.ts';
import type { NodeEmission } from '../../runtime/node-executor.ts';

/** An input moderation as moderation components give it to chains and agents. */
export interface ChatflowModeration {
  readonly kind: 'chatflowModeration';
  /** The refusal message when the input is not allowed, undefined when it may go to the model. */
  check(input: string, signal: AbortSignal): Promise<string | undefined>;
}

export function isChatflowModeration(value: unknown): value is ChatflowModeration {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'chatflowModeration' &&
    'check' in value &&
    typeof value.check === 'function'
  );
}

/** The `inputModeration` list of a chain (one node or a list), checked in order. */
function moderationsOf(value: unknown): ChatflowModeration[] {
  if (value === undefined || value === null || value === '') return [];
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.map((item) => {
    if (!isChatflowModeration(item))
      throw new ChatflowInputError(`input "inputModeration" needs moderations, got ${describeValue(item)}`);
    return item;
  });
}

/**
 * Flowise answers a refused question with the moderation's message (streamed when streaming) instead of calling
 * the model: the refusal, or undefined when every moderation lets the question through.
 */
export async function moderationRefusal(
  inputs: Readonly<Record<string, unknown>>,
  question: string,
  options: { signal: AbortSignal; streaming: boolean; emit: (emission: NodeEmission) => void },
): Promise<string | undefined> {
  for (const moderation of moderationsOf(inputs.inputModeration)) {
    const refusal = await moderation.check(question, options.signal);
    if (refusal !== undefined) {
      if (options.streaming) options.emit({ type: 'token', text: refusal });
      return refusal;
    }
  }
  return undefined;
}
