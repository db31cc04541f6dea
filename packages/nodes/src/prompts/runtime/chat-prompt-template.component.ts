import type { NodeName } from '../../node-registry.ts';
import { ChatPromptTemplate } from '@langchain/core/prompts';
import { textInput, type ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { declaredValues, promptValues } from './prompt-values.ts';

/** Chat Prompt Template: a LangChain `ChatPromptTemplate` (system then human message), values filled in. */
export const chatPromptTemplateComponent: ChatflowComponent<NodeName> = {
  name: 'chatPromptTemplate',
  rawInputs: ['promptValues'],
  async init(context) {
    const system = textInput(context.inputs, 'systemMessagePrompt');
    const human = textInput(context.inputs, 'humanMessagePrompt');
    const messages: [string, string][] = system.trim() !== '' ? [['system', system]] : [];
    messages.push(['human', human]);
    const prompt = ChatPromptTemplate.fromMessages(messages);
    const values = declaredValues(promptValues(context), prompt.inputVariables);
    return Object.keys(values).length > 0 ? prompt.partial(values) : prompt;
  },
};
