import type { NodeName } from '../../node-registry.ts';
import { HumanMessage } from '@langchain/core/messages';
import {
  ChatflowInputError,
  optionalInput,
  textInput,
  type ChatflowComponent,
} from '../../runtime/chatflow-component.ts';
import { isChatModel } from '../../runtime/chatflow-component-guards.ts';
import { DEFAULT_MODERATION_MESSAGE } from '../moderation.params.ts';
import type { ChatflowModeration } from './chatflow-moderation.ts';

/** Simple Prompt Moderation: a deny-list phrase in the question (any case) refuses it; with a chat model, the
 * model also judges whether the question means the same as a phrase of the list. */
export const inputModerationSimpleComponent: ChatflowComponent<NodeName> = {
  name: 'inputModerationSimple',
  init(context) {
    const denyList = textInput(context.inputs, 'denyList')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (denyList.length === 0) throw new ChatflowInputError('the Deny List needs at least one phrase');
    const model = optionalInput(context.inputs, 'model', isChatModel, 'a chat model');
    const message = textInput(context.inputs, 'moderationErrorMessage').trim() || DEFAULT_MODERATION_MESSAGE;
    const moderation: ChatflowModeration = {
      kind: 'chatflowModeration',
      async check(input, signal) {
        const lower = input.toLowerCase();
        if (denyList.some((phrase) => lower.includes(phrase.toLowerCase()))) return message;
        if (!model) return undefined;
        const request = [
          'Decide whether the text below asks for, or means the same as, any phrase of the deny list.',
          `Deny list:\n${denyList.map((phrase) => `- ${phrase}`).join('\n')}`,
          `Text:\n${input}`,
          'Answer with one word: "yes" or "no".',
        ].join('\n\n');
        const reply = await model.invoke([new HumanMessage(request)], { signal });
        return /^\W*yes\b/i.test(reply.text) ? message : undefined;
      },
    };
    return Promise.resolve(moderation);
  },
};
