import { ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { StructuredTool } from '@langchain/core/tools';
import { errorMessage, isRecord, textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import type { UsedTool } from '../../runtime/node-executor.ts';

/** A tool call an AI message asked for. */
export interface SeqToolCall {
  readonly id: string;
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** The tool calls of the last AI message of the conversation (none when it made none). */
export function pendingToolCalls(messages: readonly BaseMessage[]): SeqToolCall[] {
  const last = messages.at(-1);
  if (last === undefined || last.type !== 'ai') return [];
  const calls = 'tool_calls' in last && Array.isArray(last.tool_calls) ? last.tool_calls : [];
  return calls.flatMap((call: unknown) => {
    if (!isRecord(call) || typeof call.name !== 'string') return [];
    const id = typeof call.id === 'string' ? call.id : call.name;
    return [{ id, name: call.name, args: isRecord(call.args) ? call.args : {} }];
  });
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
