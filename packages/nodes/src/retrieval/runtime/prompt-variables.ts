import { PromptTemplate } from '@langchain/core/prompts';
import { ChatflowInputError } from '../../runtime/chatflow-component.ts';

/**
 * A prompt of a retrieval chain as a template, checked: it must use the required variables and no others (their
 * values come from the chain, not from the person).
 */
export function checkedPrompt(
  label: string,
  text: string,
  required: readonly string[],
  allowed: readonly string[],
): PromptTemplate {
  let template: PromptTemplate;
  try {
    template = PromptTemplate.fromTemplate(text);
  } catch (error) {
    throw new ChatflowInputError(
      `the ${label} cannot be read (${error instanceof Error ? error.message : String(error)}): write literal braces as {{ and }}`,
    );
  }
  const used = template.inputVariables;
  const missing = required.filter((name) => !used.includes(name));
  if (missing.length > 0)
    throw new ChatflowInputError(
      `the ${label} must include ${missing.map((name) => `{${name}}`).join(' and ')}`,
    );
  const unknown = used.filter((name) => !allowed.includes(name));
  if (unknown.length > 0)
    throw new ChatflowInputError(
      `the ${label} has variables the chain cannot fill (${unknown.map((name) => `{${name}}`).join(', ')}): it may use ${allowed.map((name) => `{${name}}`).join(', ')}`,
    );
  return template;
}
