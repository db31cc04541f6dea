import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { LLMResult } from '@langchain/core/outputs';
import type { Serialized } from '@langchain/core/load/serializable';
import { isRecord } from '@loomflow/core';
import type { TokenUsage } from '../../runtime/node-executor.ts';

/** Where an LLM of ours reports usage: `generationInfo.tokenUsage` (or `llmOutput.tokenUsage`), LangChain's shape. */
export interface LlmTokenUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly totalTokens: number;
}

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** LangChain's `{promptTokens, completionTokens, totalTokens}`, or Ollama's `prompt_eval_count` / `eval_count`. */
function usageOf(info: unknown): TokenUsage | undefined {
  if (!isRecord(info)) return undefined;
  const usage = isRecord(info.tokenUsage) ? info.tokenUsage : undefined;
  const input = count(usage?.promptTokens) ?? count(info.prompt_eval_count);
  const output = count(usage?.completionTokens) ?? count(info.eval_count);
  if (input === undefined && output === undefined) return undefined;
  const inputTokens = input ?? 0;
  const outputTokens = output ?? 0;
  return { inputTokens, outputTokens, totalTokens: count(usage?.totalTokens) ?? inputTokens + outputTokens };
}

/** The usage a text-completion model reported at the end of a call, if the provider gave any. */
export function llmResultUsage(result: LLMResult): TokenUsage | undefined {
  const fromOutput = usageOf(result.llmOutput);
  if (fromOutput) return fromOutput;
  for (const generation of result.generations.flat()) {
    const usage = usageOf(generation.generationInfo);
    if (usage) return usage;
  }
  return undefined;
}

/**
 * Collects what text-completion models (LLMs) report at the end of each call: they stream plain strings, so their
 * usage reaches a caller only through this callback. Awaited, so it is known when the stream ends. Chat model
 * runs are left out (their usage travels with their messages).
 */
export class LlmUsageCollector extends BaseCallbackHandler {
  name = 'llm-usage-collector';
  #usage: TokenUsage | undefined;
  /** Runs of text-completion models (chat models start through `handleChatModelStart` and are not counted). */
  readonly #textRuns = new Set<string>();

  constructor() {
    super({ _awaitHandler: true });
  }

  override handleLLMStart(_llm: Serialized, _prompts: string[], runId: string): void {
    this.#textRuns.add(runId);
  }

  override handleLLMEnd(output: LLMResult, runId: string): void {
    if (!this.#textRuns.delete(runId)) return;
    const usage = llmResultUsage(output);
    if (!usage) return;
    const before = this.#usage;
    this.#usage = {
      inputTokens: (before?.inputTokens ?? 0) + usage.inputTokens,
      outputTokens: (before?.outputTokens ?? 0) + usage.outputTokens,
      totalTokens: (before?.totalTokens ?? 0) + usage.totalTokens,
    };
  }

  get usage(): TokenUsage | undefined {
    return this.#usage;
  }
}
