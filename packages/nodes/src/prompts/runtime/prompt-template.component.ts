import type { NodeName } from '../../node-registry.ts';
import { PromptTemplate } from '@langchain/core/prompts';
import { textInput, type ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { declaredValues, promptValues } from './prompt-values.ts';

/** Prompt Template: a LangChain `PromptTemplate` with the Format Prompt Values already filled in. */
export const promptTemplateComponent: ChatflowComponent<NodeName> = {
  name: 'promptTemplate',
  rawInputs: ['promptValues'],
  async init(context) {
    const prompt = PromptTemplate.fromTemplate(textInput(context.inputs, 'template'));
    const values = declaredValues(promptValues(context), prompt.inputVariables);
    return Object.keys(values).length > 0 ? prompt.partial(values) : prompt;
  },
};
