import { isRecord } from '@loomflow/core';
import { ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { StructuredTool } from '@langchain/core/tools';
import { errorMessage, textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import type { UsedTool } from '../../runtime/node-executor.ts';

/** A tool call an AI message asked for. */
export interface SeqToolCall {
  readonly id: string;
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** The tool calls an AI message asked for (none for other messages). */
function toolCallsOf(message: BaseMessage | undefined): SeqToolCall[] {
  if (message === undefined || message.type !== 'ai') return [];
  const calls = 'tool_calls' in message && Array.isArray(message.tool_calls) ? message.tool_calls : [];
  return calls.flatMap((call: unknown) => {
    if (!isRecord(call) || typeof call.name !== 'string') return [];
    const id = typeof call.id === 'string' ? call.id : call.name;
    return [{ id, name: call.name, args: isRecord(call.args) ? call.args : {} }];
  });
}

/** The tool calls of the last AI message of the conversation (none when it made none). */
export function pendingToolCalls(messages: readonly BaseMessage[]): SeqToolCall[] {
  return toolCallsOf(messages.at(-1));
}

/**
 * The tools a node used in its current turn, oldest first: the calls of its own AI messages at the end of the
 * conversation with the tool answers that followed them (Flowise's `$flow.output.usedTools` of an Agent).
 */
export function turnUsedTools(messages: readonly BaseMessage[], nodeId: string): UsedTool[] {
  const answers = new Map<string, string>();
  const rounds: UsedTool[][] = [];
  for (const message of [...messages].reverse()) {
    if (message.type === 'tool' && 'tool_call_id' in message && typeof message.tool_call_id === 'string') {
      answers.set(message.tool_call_id, textOf(message.content));
      continue;
    }
    const calls = message.additional_kwargs.nodeId === nodeId ? toolCallsOf(message) : [];
    if (calls.length === 0) break;
    rounds.unshift(
      calls.map((call) => ({
        tool: call.name,
        toolInput: call.args,
        toolOutput: answers.get(call.id) ?? '',
      })),
    );
  }
  return rounds.flat();
}

export interface SeqToolResults {
  readonly messages: readonly ToolMessage[];
  readonly usedTools: readonly UsedTool[];
}

/** Runs the calls in order; a failing tool answers `Error: …` to the model instead of ending the run. */
export async function runToolCalls(
  calls: readonly SeqToolCall[],
  tools: readonly StructuredTool[],
  signal: AbortSignal,
): Promise<SeqToolResults> {
  const messages: ToolMessage[] = [];
  const usedTools: UsedTool[] = [];
  for (const call of calls) {
    const tool = tools.find((candidate) => candidate.name === call.name);
    let output: string;
    let error: string | undefined;
    if (tool === undefined) {
      error = `The tool "${call.name}" is not connected to this node`;
      output = `Error: ${error}`;
    } else {
      try {
        const result: unknown = await tool.invoke({ ...call.args }, { signal });
        output = textOf(result);
      } catch (thrown) {
        if (signal.aborted) throw thrown;
        error = errorMessage(thrown);
        output = `Error: ${error}`;
      }
    }
    messages.push(new ToolMessage({ content: output, tool_call_id: call.id, name: call.name }));
    usedTools.push({
      tool: call.name,
      toolInput: call.args,
      toolOutput: output,
      ...(error ? { error } : {}),
    });
  }
  return { messages, usedTools };
}

/** What the model is told for each call a person rejected (with their feedback, when they gave one). */
export function rejectedToolCalls(
  calls: readonly SeqToolCall[],
  feedback: string | undefined,
): ToolMessage[] {
  const why = feedback !== undefined && feedback.trim() !== '' ? ` Their feedback: ${feedback.trim()}` : '';
  return calls.map(
    (call) =>
      new ToolMessage({
        content: `The user rejected this tool call; do not run it again, answer without it.${why}`,
        tool_call_id: call.id,
        name: call.name,
      }),
  );
}
