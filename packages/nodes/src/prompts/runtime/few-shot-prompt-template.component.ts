import type { NodeName } from '../../node-registry.ts';
import { FewShotPromptTemplate, PromptTemplate } from '@langchain/core/prompts';
import {
  ChatflowInputError,
  requireInput,
  textInput,
  type ChatflowComponent,
} from '../../runtime/chatflow-component.ts';

function isPromptTemplate(value: unknown): value is PromptTemplate {
  return value instanceof PromptTemplate;
}

type Example = Record<string, string>;

/** The Examples input: a JSON list of objects (a trailing comma, as in Flowise's placeholder, is accepted). */
function examplesOf(text: string): Example[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/,(\s*[\]}])/g, '$1'));
  } catch {
    throw new ChatflowInputError(
      'Examples must be a JSON list of objects, e.g. [{ "word": "happy", "antonym": "sad" }]',
    );
  }
  if (!Array.isArray(parsed) || parsed.length === 0)
    throw new ChatflowInputError('Examples must be a JSON list with at least one example');
  return parsed.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw new ChatflowInputError(`Example ${index + 1} is not an object`);
    return Object.fromEntries(
      Object.entries(item).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  });
}

/** Few Shot Prompt Template: prefix, the examples through the Example Prompt, suffix; the suffix's variables stay open. */
export const fewShotPromptTemplateComponent: ChatflowComponent<NodeName> = {
  name: 'fewShotPromptTemplate',
  init(context) {
    const examplePrompt = requireInput(
      context.inputs,
      'examplePrompt',
      isPromptTemplate,
      'a prompt template',
    );
    const examples = examplesOf(textInput(context.inputs, 'examples'));
    const missing = examplePrompt.inputVariables.filter((name) =>
      examples.some((example) => !(name in example)),
    );
    if (missing.length > 0)
      throw new ChatflowInputError(
        `every example needs the Example Prompt's variables (${missing.map((name) => `{${name}}`).join(', ')})`,
      );
    if (textInput(context.inputs, 'templateFormat') === 'jinja-2')
      throw new ChatflowInputError('the jinja-2 Template Format is not supported: use f-string');
    const suffix = textInput(context.inputs, 'suffix');
    const prefix = textInput(context.inputs, 'prefix');
    const variables = PromptTemplate.fromTemplate(`${prefix}\n${suffix}`).inputVariables;
    return Promise.resolve(
      new FewShotPromptTemplate({
        examples,
        examplePrompt,
        prefix,
        suffix,
        inputVariables: variables,
        exampleSeparator: textInput(context.inputs, 'exampleSeparator').replaceAll('\\n', '\n') || '\n\n',
        templateFormat: 'f-string',
      }),
    );
  },
};
