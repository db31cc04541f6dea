import type { NodeName } from '../../node-registry.ts';
import { isRecord } from '@loomflow/core';
import { SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { NodeExecutor, NodeRunContext, NodeRunResult, UsedTool } from '../../runtime/node-executor.ts';
import { recordedTurns, toLangChainMessages } from '../runtime-shared/chat-messages.ts';
import { buildConversation } from '../runtime-shared/conversation.ts';
import { numberOf } from '../runtime-shared/input-guards.ts';
import { addUsage, createNodeModel, answerOnce } from '../runtime-shared/model-call.ts';
import { reasonContentOf } from '../runtime-shared/model-thinking.ts';
import { structuredAnswer } from '../runtime-shared/structured-answer.ts';
import { structuredOutputSchema } from '../runtime-shared/structured-output.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { stateUpdates } from '../runtime-shared/update-state.ts';
import type { BuiltInTool } from './agent-built-in-tools.ts';
import { agentTools, type AgentTool, type FoundDocuments } from './agent-tools.ts';
import { agentAgentflow } from './definition.ts';
import { readPendingCalls, readSavedMessages, restoreMessages } from './saved-messages.ts';
import { runToolCalls, toolLoop, type Decision, type LoopEnd, type LoopState } from './tool-loop.ts';

function withInstruction(messages: readonly BaseMessage[], instruction: string): BaseMessage[] {
  const [first, ...rest] = messages;
  if (first && first.type === 'system' && typeof first.content === 'string') {
    return [new SystemMessage(`${first.content}\n\n${instruction}`), ...rest];
  }
  return [new SystemMessage(instruction), ...messages];
}

/** On resume with the saved conversation: the pending tool calls are decided first, then the loop goes on. */
function resumedState(
  context: NodeRunContext,
): { state: LoopState; pending: ReturnType<typeof readPendingCalls> } | undefined {
  const data = context.humanInput ? context.resumeAction?.data : undefined;
  if (!isRecord(data)) return undefined;
  const saved = readSavedMessages(data.pendingMessages);
  const pending = readPendingCalls(data.pendingToolCalls);
  if (!saved || !pending) return undefined;
  const usedTools = Array.isArray(data.usedTools) ? data.usedTools.filter(isUsedTool) : [];
  return { state: { messages: restoreMessages(saved), usedTools, usage: undefined, thinking: '' }, pending };
}

function isUsedTool(value: unknown): value is UsedTool {
  return isRecord(value) && typeof value.tool === 'string';
}

async function runAgent(
  context: NodeRunContext,
  tools: readonly AgentTool[],
  builtIn: readonly BuiltInTool[],
  found: FoundDocuments,
): Promise<NodeRunResult> {
  const inputs = typedInputs(agentAgentflow, context.inputs);
  const model = await createNodeModel(context, 'agentModel', 'Agent');
  const conversation = await buildConversation(context, 'agent', model);
  const schema = structuredOutputSchema(inputs.agentStructuredOutput);
  const emitTokens = context.streamsToClient && schema === undefined;
  const decision: Decision = { answer: context.humanInput };
  const maxIterations = Math.max(1, Math.floor(numberOf(context.inputs.agentMaxIterations, 10)));

  const resumed = resumedState(context);
  const state: LoopState = resumed?.state ?? {
    messages: toLangChainMessages(conversation.turns),
    usedTools: [],
    usage: conversation.usage,
    thinking: '',
  };
  let end: LoopEnd | undefined;
  if (resumed?.pending) {
    end = await runToolCalls(
      context,
      state,
      new Map(tools.map((entry) => [entry.tool.name, entry])),
      resumed.pending,
      decision,
    );
  }
  if (end === undefined && (tools.length > 0 || builtIn.length > 0)) {
    end = await toolLoop(context, model, tools, state, { maxIterations, emitTokens, decision, builtIn });
  }
  if (end === undefined && schema === undefined) {
    const answer = await answerOnce(model, state.messages, context, emitTokens);
    state.usage = addUsage(state.usage, answer.usage);
    state.thinking += answer.thinking;
    end = { kind: 'answer', text: answer.text };
  }

  if (end?.kind === 'pause') {
    if (context.streamsToClient) context.emit({ type: 'token', text: end.text });
    return {
      input: { messages: recordedTurns(conversation.turns) },
      output: { content: end.text, usedTools: state.usedTools },
      pause: { action: end.action },
      usedTools: state.usedTools,
      usage: state.usage,
    };
  }

  let content = end?.text ?? '';
  let structured: Readonly<Record<string, unknown>> | undefined;
  if (schema) {
    const answer = await structuredAnswer(
      model,
      schema,
      (instruction) =>
        instruction === undefined ? state.messages : withInstruction(state.messages, instruction),
      context,
    );
    state.usage = addUsage(state.usage, answer.usage);
    structured = answer.object;
    content = JSON.stringify(structured, null, 2);
    if (context.streamsToClient) context.emit({ type: 'token', text: content });
  }
  if (state.usedTools.length > 0) context.emit({ type: 'usedTools', tools: state.usedTools });
  if (found.length > 0) context.emit({ type: 'sourceDocuments', documents: found });
  if (state.usage) context.emit({ type: 'usage', usage: state.usage });

  const output = {
    ...structured,
    content,
    ...(structured === undefined ? {} : { structuredOutput: structured }),
    ...(state.usedTools.length > 0 ? { usedTools: state.usedTools } : {}),
    ...(found.length > 0 ? { sourceDocuments: found } : {}),
    ...reasonContentOf(state.thinking),
  };
  const role = inputs.agentReturnResponseAs === 'assistantMessage' ? 'assistant' : 'user';
  return {
    input: { messages: recordedTurns(conversation.turns) },
    output,
    state: stateUpdates(inputs.agentUpdateState, output),
    chatHistory: [...conversation.added, { role, content, nodeId: context.nodeId }],
    usage: state.usage,
    usedTools: state.usedTools,
    ...(found.length > 0 ? { sourceDocuments: found } : {}),
  };
}

async function execute(context: NodeRunContext): Promise<NodeRunResult> {
  const found: FoundDocuments = [];
  const toolbox = await agentTools(context, typedInputs(agentAgentflow, context.inputs), found);
  try {
    return await runAgent(context, toolbox.tools, toolbox.builtIn, found);
  } finally {
    await toolbox.close();
  }
}

/** Agent: a tool-calling loop over the tools it picked, with approval for tools that need a person. */
export const agentExecutor: NodeExecutor<NodeName> = { name: 'agentAgentflow', execute };
