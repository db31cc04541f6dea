import type { NodeName } from '../../node-registry.ts';
import { ChatflowInputError, textInput, type ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { DEFAULT_MODERATION_MESSAGE } from '../moderation.params.ts';
import type { ChatflowModeration } from './chatflow-moderation.ts';
import { fetchFor } from '../../runtime/outbound-port.ts';

const OPENAI_URL = 'https://api.openai.com/v1';

function flaggedOf(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('results' in body) || !Array.isArray(body.results))
    throw new Error('the moderation endpoint answered without results');
  return body.results.some(
    (result: unknown) =>
      typeof result === 'object' && result !== null && 'flagged' in result && result.flagged === true,
  );
}

/** OpenAI Moderation: the question goes to `/moderations` first; a flagged one is refused with the message. */
export const inputModerationOpenAIComponent: ChatflowComponent<NodeName> = {
  name: 'inputModerationOpenAI',
  async init(context) {
    if (context.credentialId === undefined || context.credentialId === '')
      throw new ChatflowInputError('OpenAI Moderation needs an OpenAI credential');
    const data = await context.services.credentials.read(context.credentialId);
    const text = (name: string): string => (typeof data[name] === 'string' ? data[name].trim() : '');
    const apiKey = text('openAIApiKey') || text('openAICompatibleApiKey');
    const baseUrl = (text('baseUrl') || OPENAI_URL).replace(/\/+$/, '');
    const message = textInput(context.inputs, 'moderationErrorMessage').trim() || DEFAULT_MODERATION_MESSAGE;
    const moderation: ChatflowModeration = {
      kind: 'chatflowModeration',
      async check(input, signal) {
        const response = await fetchFor(context.services, 'model')(`${baseUrl}/moderations`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({ input }),
          signal,
        });
        if (!response.ok)
          throw new Error(
            `OpenAI Moderation failed: ${response.status} ${(await response.text()).slice(0, 300)}`,
          );
        return flaggedOf(await response.json()) ? message : undefined;
      },
    };
    return moderation;
  },
};
