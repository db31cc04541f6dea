import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import { GenerationChunk } from '@langchain/core/outputs';
import { AzureOpenAI, OpenAI, type AzureOpenAIInput, type OpenAIInput } from '@langchain/openai';
import type { LlmTokenUsage } from './llm-usage.ts';

/** How a completions model answers `.stream()`, beyond LangChain's OpenAI LLM. */
export interface CompletionsBehaviour {
  /** Ask for the usage in the stream's last chunk (`stream_options.include_usage`), where the API has it. */
  readonly streamUsage: boolean;
  /** A caller that does not stream: `.stream()` sends one non-streaming request (usage from its answer). */
  readonly answerOnce: boolean;
}

type OpenAIFields = Partial<OpenAIInput> & ConstructorParameters<typeof OpenAI>[0];
type AzureFields = Partial<AzureOpenAIInput> & ConstructorParameters<typeof AzureOpenAI>[0];

interface ApiUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly total_tokens: number;
}

const tokenUsage = (usage: ApiUsage): LlmTokenUsage => ({
  promptTokens: usage.prompt_tokens,
  completionTokens: usage.completion_tokens,
  totalTokens: usage.total_tokens,
});

/**
 * The chunks of one completion: streamed from the API (the usage chunk, when asked for, becomes a last empty
 * chunk carrying `tokenUsage`), or, answering once, the whole text of one non-streaming request with its usage.
 */
async function* completionChunks(
  model: OpenAI,
  behaviour: CompletionsBehaviour,
  input: string,
  options: OpenAI['ParsedCallOptions'],
  runManager: CallbackManagerForLLMRun | undefined,
): AsyncGenerator<GenerationChunk> {
  if (behaviour.answerOnce) {
    const result = await model._generate([input], options, runManager);
    const text = result.generations[0]?.[0]?.text ?? '';
    const usage: unknown = result.llmOutput?.tokenUsage;
    yield new GenerationChunk({ text, generationInfo: { tokenUsage: usage } });
    return;
  }
  const stream = await model.completionWithRetry(
    {
      ...model.invocationParams(options),
      prompt: input,
      stream: true,
      ...(behaviour.streamUsage ? { stream_options: { include_usage: true } } : {}),
    },
    { signal: options.signal, ...options.options },
  );
  for await (const data of stream) {
    const choice = data.choices[0];
    if (choice) {
      yield new GenerationChunk({
        text: choice.text,
        generationInfo: { finishReason: choice.finish_reason },
      });
      await runManager?.handleLLMNewToken(choice.text);
    }
    if (data.usage)
      yield new GenerationChunk({ text: '', generationInfo: { tokenUsage: tokenUsage(data.usage) } });
  }
  if (options.signal?.aborted) throw new Error('AbortError');
}

/** LangChain's OpenAI LLM with usage in streams and one-request answers for callers that do not stream. */
export class CompletionsOpenAI extends OpenAI {
  constructor(
    fields: OpenAIFields,
    private readonly behaviour: CompletionsBehaviour,
  ) {
    super(fields);
  }

  override _streamResponseChunks(
    input: string,
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<GenerationChunk> {
    return completionChunks(this, this.behaviour, input, options, runManager);
  }
}

/** The same on Azure OpenAI (a completions deployment). */
export class CompletionsAzureOpenAI extends AzureOpenAI {
  constructor(
    fields: AzureFields,
    private readonly behaviour: CompletionsBehaviour,
  ) {
    super(fields);
  }

  override _streamResponseChunks(
    input: string,
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<GenerationChunk> {
    return completionChunks(this, this.behaviour, input, options, runManager);
  }
}
