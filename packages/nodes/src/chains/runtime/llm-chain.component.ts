import type { NodeName } from '../../node-registry.ts';
import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import type { BaseOutputParser } from '@langchain/core/output_parsers';
import type { BasePromptTemplate } from '@langchain/core/prompts';
import {
  ChatflowInputError,
  optionalInput,
  requireInput,
  type ChatflowAnswer,
  type ChatflowComponent,
  type ChatflowInitContext,
  type ChatflowRunContext,
} from '../../runtime/chatflow-component.ts';
import {
  isLanguageModel,
  isOutputParser,
  isPromptTemplate,
} from '../../runtime/chatflow-component-guards.ts';
import { moderationRefusal } from '../../moderation/runtime/chatflow-moderation.ts';
import {
  parseAnswer,
  promptWithFormatInstructions,
} from '../../output-parsers/runtime/format-instructions.ts';
import { imageParts, promptValueMessages, withImages } from '../../chat-models/runtime/image-uploads.ts';
import { nativeChainOutput, usesNativeOutput } from './native-chain-output.ts';
import { streamAnswer } from './stream-answer.ts';

interface LlmChain {
  readonly kind: 'llmChain';
  readonly model: BaseLanguageModel;
  readonly prompt: BasePromptTemplate;
  readonly outputParser: BaseOutputParser | undefined;
}

export function isLlmChain(value: unknown): value is LlmChain {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'llmChain';
}

/** The prompt's variables not filled by its Format Prompt Values: the question fills the one left. */
function promptInput(prompt: BasePromptTemplate, question: string): Record<string, string> {
  const open = prompt.inputVariables;
  const [only, ...others] = open;
  if (only === undefined) return {};
  if (others.length > 0)
    throw new ChatflowInputError(
      `the prompt has ${open.length} variables without a value (${open.map((name) => `{${name}}`).join(', ')}): give all but one of them in Format Prompt Values (the question fills the last one)`,
    );
  return { [only]: question };
}

async function answer(
  chain: LlmChain,
  context: ChatflowInitContext,
  streaming: boolean,
  emit?: ChatflowRunContext['emit'],
): Promise<ChatflowAnswer> {
  const refusal = await moderationRefusal(context.inputs, context.question, {
    signal: context.signal,
    streaming,
    emit: emit ?? (() => undefined),
  });
  if (refusal !== undefined) return { text: refusal };
  const input = promptInput(chain.prompt, context.question);
  // The parser's format instructions go in the prompt unless its schema goes to the model natively.
  const prompt = promptWithFormatInstructions(chain.prompt, chain.outputParser);
  // With an output parser the raw text is not the answer: nothing is streamed.
  const parsing = chain.outputParser !== undefined;
  const streamed = {
    signal: context.signal,
    streaming: streaming && !parsing,
    ...(emit ? { emit } : {}),
  };
  const images = imageParts(chain.model, context.uploads);
  const { text, usage } = usesNativeOutput(chain.model, chain.outputParser)
    ? await nativeChainOutput(
        chain.model,
        chain.outputParser,
        withImages(promptValueMessages(await chain.prompt.invoke(input)), images),
        context.signal,
      )
    : images.length === 0
      ? await streamAnswer(prompt.pipe(chain.model), input, streamed)
      : await streamAnswer(
          chain.model,
          withImages(promptValueMessages(await prompt.invoke(input)), images),
          streamed,
        );
  const usageField = usage ? { usage } : {};
  if (!chain.outputParser) return { text, ...usageField };
  const parsed = await parseAnswer(chain.outputParser, text, chain.model, context.signal);
  if (typeof parsed === 'string') return { text: parsed, ...usageField };
  const json = JSON.stringify(parsed);
  if (streaming) emit?.({ type: 'token', text: json });
  return { text: json, json: parsed, ...usageField };
}

/** LLM Chain: the prompt, filled with the question, sent to the model; the chain's text (or parsed) answer. */
export const llmChainComponent: ChatflowComponent<NodeName> = {
  name: 'llmChain',
  async init(context) {
    const chain: LlmChain = {
      kind: 'llmChain',
      model: requireInput(context.inputs, 'model', isLanguageModel, 'a language model'),
      prompt: requireInput(context.inputs, 'prompt', isPromptTemplate, 'a prompt template'),
      outputParser: optionalInput(context.inputs, 'outputParser', isOutputParser, 'an output parser'),
    };
    // "Output Prediction": the chain answers while the flow starts, and later nodes read the text.
    if (context.outputs.output === 'outputPrediction') return (await answer(chain, context, false)).text;
    return chain;
  },
  run(context) {
    const chain = context.instance;
    if (!isLlmChain(chain))
      throw new ChatflowInputError(
        'the LLM Chain gives its prediction to other nodes; it cannot end the flow',
      );
    return answer(chain, context, context.streaming, (emission) => {
      context.emit(emission);
    });
  },
};
