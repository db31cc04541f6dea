import type { BaseMessage } from '@langchain/core/messages';
import type { HumanInputAction } from '@loomflow/nodes/runtime';
import type { AgentflowRunResult, ExecutionState } from '../run.types.ts';
import type { SeqRunSession } from './seq-run-session.ts';

function textOf(message: BaseMessage): string {
  const { content } = message;
  if (typeof content === 'string') return content;
  return content
    .map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : ''))
    .join('');
}

/** The flow's answer: the last AI message with text (the agent or worker that spoke last). */
export function answerOf(messages: readonly BaseMessage[]): string {
  for (const message of [...messages].reverse()) {
    if (message.type !== 'ai') continue;
    const text = textOf(message);
    if (text.trim() !== '') return text;
  }
  return '';
}

/** A v1 run's result in the agentflow engine's shape. */
export function seqRunResult(
  session: SeqRunSession | undefined,
  outcome: {
    readonly state: ExecutionState;
    readonly text: string;
    readonly flowState?: Readonly<Record<string, unknown>>;
    readonly action?: HumanInputAction;
    readonly error?: string;
  },
): AgentflowRunResult {
  const executionData = session?.records ?? [];
  return {
    state: outcome.state,
    text: outcome.text,
    executionData,
    flowState: outcome.flowState ?? {},
    ...(outcome.action === undefined ? {} : { action: outcome.action }),
    usedTools: session?.usedTools ?? [],
    sourceDocuments: [],
    artifacts: [],
    usage: session?.usage ?? { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
    ...(outcome.error === undefined ? {} : { error: outcome.error }),
  };
}
