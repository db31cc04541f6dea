import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { randomUUID } from 'node:crypto';
import type {
  HumanInputAction,
  HumanInputAnswer,
  NodeRunContext,
  TokenUsage,
  UsedTool,
} from '../../runtime/node-executor.ts';
import { errorMessage, textOf } from '../runtime-shared/input-guards.ts';
import { addUsage, answerOnce } from '../runtime-shared/model-call.ts';
import { replayedContent } from '../runtime-shared/model-thinking.ts';
import { builtInToolsUsed, type BuiltInTool } from './agent-built-in-tools.ts';
import type { AgentTool } from './agent-tools.ts';
import { saveMessages, toolCallsOf, type PendingToolCall } from './saved-messages.ts';

export interface LoopState {
  readonly messages: BaseMessage[];
  readonly usedTools: UsedTool[];
  usage: TokenUsage | undefined;
  /** The model's thinking over the rounds so far (Flowise's `reasonContent`). */
  thinking: string;
}

export type LoopEnd =
  | { readonly kind: 'answer'; readonly text: string }
  | { readonly kind: 'pause'; readonly action: HumanInputAction; readonly text: string };

/** A person's decision on a tool call, given once (consumed by the first call that needs approval). */
export interface Decision {
  answer: HumanInputAnswer | undefined;
}

const REFUSED = 'The user refused to run this tool. Do not run it again; answer without it.';

function pauseFor(context: NodeRunContext, state: LoopState, calls: readonly PendingToolCall[]): LoopEnd {
  const described = calls.map((call) => `${call.name}(${JSON.stringify(call.args)})`).join(', ');
  const text = `The agent wants to run ${described}. Do you want to proceed?`;
  const action: HumanInputAction = {
    id: randomUUID(),
    mapping: { approve: 'Proceed', reject: 'Reject', toolCalls: calls },
    elements: [
      { type: 'agentflowv2-approve-button', label: 'Proceed' },
      { type: 'agentflowv2-reject-button', label: 'Reject' },
    ],
    data: {
      nodeId: context.nodeId,
      nodeLabel: context.nodeLabel,
      input: { question: context.question },
      pendingMessages: saveMessages(state.messages),
      pendingToolCalls: calls,
      usedTools: state.usedTools,
    },
  };
  return { kind: 'pause', action, text };
}

async function runCall(
  context: NodeRunContext,
  state: LoopState,
  tool: AgentTool,
  call: PendingToolCall,
): Promise<{ readonly output: string; readonly returnDirect: boolean }> {
  try {
    const result: unknown = await tool.tool.invoke({ ...call.args }, { signal: context.signal });
    const output = textOf(result);
    state.usedTools.push({ tool: call.name, toolInput: call.args, toolOutput: output });
    return { output, returnDirect: tool.tool.returnDirect };
  } catch (error) {
    if (context.signal.aborted) throw error;
    const message = errorMessage(error);
    state.usedTools.push({ tool: call.name, toolInput: call.args, toolOutput: '', error: message });
    return { output: `Error: ${message}`, returnDirect: false };
  }
}

/**
 * Runs the tool calls of the last model message in order. A tool that needs approval pauses the run unless the
 * person's decision is at hand (proceed runs it, reject tells the model the user refused).
 */
export async function runToolCalls(
  context: NodeRunContext,
  state: LoopState,
  tools: ReadonlyMap<string, AgentTool>,
  calls: readonly PendingToolCall[],
  decision: Decision,
): Promise<LoopEnd | undefined> {
  for (const [index, call] of calls.entries()) {
    const tool = tools.get(call.name);
    if (!tool) {
      state.messages.push(
        new ToolMessage({ content: `Error: there is no tool named "${call.name}".`, tool_call_id: call.id }),
      );
      continue;
    }
    if (tool.requiresHumanInput) {
      const answer = decision.answer;
      if (answer === undefined) return pauseFor(context, state, calls.slice(index));
      decision.answer = undefined;
      if (answer.type === 'reject') {
        const feedback = answer.feedback?.trim() ? ` Their feedback: ${answer.feedback.trim()}` : '';
        state.messages.push(new ToolMessage({ content: REFUSED + feedback, tool_call_id: call.id }));
        state.usedTools.push({
          tool: call.name,
          toolInput: call.args,
          toolOutput: '',
          error: 'Rejected by the user',
        });
        continue;
      }
    }
    const { output, returnDirect } = await runCall(context, state, tool, call);
    state.messages.push(new ToolMessage({ content: output, tool_call_id: call.id }));
    if (returnDirect) {
      if (context.streamsToClient) context.emit({ type: 'token', text: output });
      return { kind: 'answer', text: output };
    }
  }
  return undefined;
}

/** Model → tools → model … until the model answers without tool calls or `maxIterations` rounds are done. */
export async function toolLoop(
  context: NodeRunContext,
  model: BaseChatModel,
  tools: readonly AgentTool[],
  state: LoopState,
  options: {
    readonly maxIterations: number;
    readonly emitTokens: boolean;
    readonly decision: Decision;
    /** Provider tools bound beside the node's own; the provider runs them and says so in its answer. */
    readonly builtIn?: readonly BuiltInTool[];
  },
): Promise<LoopEnd> {
  if (!model.bindTools) {
    throw new Error(
      'The chosen chat model cannot call tools: pick a model with tool calling for this Agent.',
    );
  }
  const bound = model.bindTools([...tools.map((entry) => entry.tool), ...(options.builtIn ?? [])]);
  const byName = new Map(tools.map((entry) => [entry.tool.name, entry]));
  for (let round = 0; round < options.maxIterations; round++) {
    const answer = await answerOnce(bound, state.messages, context, options.emitTokens);
    state.usage = addUsage(state.usage, answer.usage);
    state.thinking += answer.thinking;
    state.usedTools.push(...builtInToolsUsed(answer.message));
    const calls = toolCallsOf(answer.message);
    state.messages.push(
      new AIMessage({
        content: replayedContent(answer.message, answer.text),
        tool_calls: calls.map((call) => ({ ...call, args: { ...call.args }, type: 'tool_call' as const })),
      }),
    );
    if (calls.length === 0) return { kind: 'answer', text: answer.text };
    if (calls.length > 0) {
      context.emit({ type: 'calledTools', tools: calls });
    }
    const end = await runToolCalls(context, state, byName, calls, options.decision);
    if (end) return end;
  }
  const last = await answerOnce(model, state.messages, context, options.emitTokens);
  state.usage = addUsage(state.usage, last.usage);
  state.thinking += last.thinking;
  return { kind: 'answer', text: last.text };
}
