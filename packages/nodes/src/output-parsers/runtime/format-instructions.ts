import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import { SystemMessage } from '@langchain/core/messages';
import type { BaseOutputParser } from '@langchain/core/output_parsers';
import {
  ChatPromptValue,
  StringPromptValue,
  type BasePromptValueInterface,
} from '@langchain/core/prompt_values';
import type { BasePromptTemplate } from '@langchain/core/prompts';
import { RunnableLambda, type Runnable } from '@langchain/core/runnables';

/** Parsers whose node has Autofix on. */
const AUTOFIX = new WeakSet<BaseOutputParser>();

export function enableAutofix<P extends BaseOutputParser>(parser: P): P {
  AUTOFIX.add(parser);
  return parser;
}

/** The prompt value with the parser's format instructions added (after the text, or to the system message). */
function withInstructions(value: BasePromptValueInterface, instructions: string): BasePromptValueInterface {
  if (value instanceof StringPromptValue) return new StringPromptValue(`${value.value}\n${instructions}`);
  if (value instanceof ChatPromptValue) {
    const messages = [...value.messages];
    const at = messages.findIndex((message) => message.type === 'system');
    const system = messages[at];
    if (system && typeof system.content === 'string')
      messages[at] = new SystemMessage(`${system.content}\n${instructions}`);
    else messages.unshift(new SystemMessage(instructions));
    return new ChatPromptValue(messages);
  }
  return value;
}

/** The prompt followed by the parser's format instructions (Flowise adds them to the chain's prompt). */
export function promptWithFormatInstructions(
  prompt: BasePromptTemplate,
  parser: BaseOutputParser | undefined,
): Runnable {
  if (!parser) return prompt;
  const instructions = parser.getFormatInstructions();
  if (instructions === '') return prompt;
  return prompt.pipe(
    RunnableLambda.from((value: BasePromptValueInterface) => withInstructions(value, instructions)),
  );
}

/** The text of a model's reply (a string from LLMs, a message from chat models). */
function replyText(reply: unknown): string {
  if (typeof reply === 'string') return reply;
  if (typeof reply === 'object' && reply !== null && 'text' in reply && typeof reply.text === 'string')
    return reply.text;
  return '';
}

/** The parsed answer; with Autofix, a failed parse asks the model once to correct the answer. */
export async function parseAnswer(
  parser: BaseOutputParser,
  text: string,
  model: BaseLanguageModel,
  signal: AbortSignal,
): Promise<unknown> {
  try {
    return await parser.parse(text);
  } catch (error) {
    if (!AUTOFIX.has(parser)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    const request = [
      'An answer did not follow the required format.',
      `Format instructions:\n${parser.getFormatInstructions()}`,
      `Answer:\n${text}`,
      `Error:\n${reason}`,
      'Give the answer again, following the format instructions exactly:',
    ].join('\n\n');
    const fixed: unknown = await model.invoke(request, { signal });
    return parser.parse(replyText(fixed));
  }
}
