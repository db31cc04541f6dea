import { isGraphInterrupt } from '@langchain/langgraph';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { BaseMessage } from '@langchain/core/messages';
import { withoutServerPaths, type FlowNode } from '@loomflow/core';
import {
  toolsInput,
  type SeqNodeContext,
  type SeqNodeOutcome,
  type TokenUsage,
  type UsedTool,
} from '@loomflow/nodes/runtime';
import type { AgentReasoningStep, EngineEvent, ExecutedNode } from '../run.types.ts';
import { seqNodeName } from './seq-flow.ts';
import { INSTRUCTIONS_CHANNEL, ROUTES_CHANNEL, type SeqGraphState } from './seq-state-channels.ts';
import type { SequentialRunRequest } from './sequential.types.ts';

const INTERNAL_CHANNELS: ReadonlySet<string> = new Set(['messages', ROUTES_CHANNEL, INSTRUCTIONS_CHANNEL]);

function isChatModel(value: unknown): value is BaseChatModel {
  return typeof value === 'object' && value !== null && 'invoke' in value && '_llmType' in value;
}

/** The custom channels of a graph state (what `$flow.state` shows besides messages). */
export function customState(state: unknown): Record<string, unknown> {
  if (typeof state !== 'object' || state === null) return {};
  return Object.fromEntries(Object.entries(state).filter(([key]) => !INTERNAL_CHANNELS.has(key)));
}

/** The conversation channel of a checkpointed state. */
export function messagesOf(state: unknown): BaseMessage[] {
  if (typeof state !== 'object' || state === null || !('messages' in state)) return [];
  const { messages } = state;
  return Array.isArray(messages) ? messages.filter((message) => BaseMessage.isInstance(message)) : [];
}

/** What a graph node reports once it ran. */
export interface SeqNodeReport {
  readonly outcome: SeqNodeOutcome;
  readonly next?: string;
  readonly instructions?: string;
  /** Add it to Flowise's agentReasoning (agents, LLM nodes, workers, supervisors). */
  readonly reasoning: boolean;
}

/**
 * Run-wide bookkeeping of a v1 run: the nodes' inputs with components, the default model, execution records,
 * usage, used tools and the events the server streams.
 */
export class SeqRunSession {
  readonly records: ExecutedNode[] = [];
  readonly usedTools: UsedTool[] = [];
  usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
  private lastNodeId: string | undefined;
  /** Nodes whose tokens reach the client (their answer is surely the flow's); set by the compiler. */
  answering: ReadonlySet<string> = new Set();
  /** Whether the node that ran last streamed its answer to the client (else the run sends it at its end). */
  private lastNodeStreamed = false;

  constructor(
    readonly request: SequentialRunRequest,
    readonly signal: AbortSignal,
    private readonly inputsOf: (node: FlowNode) => Record<string, unknown>,
    private readonly defaultModel: unknown,
    private readonly onEvent: (event: EngineEvent) => void,
  ) {}

  emit(event: EngineEvent): void {
    this.onEvent(event);
  }

  /** Whether the run's answer (the last node's) already reached the client as tokens. */
  get answerStreamed(): boolean {
    return this.lastNodeStreamed;
  }

  /** The context an executor sees for this node in this state. */
  contextFor(node: FlowNode, state: SeqGraphState): SeqNodeContext {
    const inputs = this.inputsOf(node);
    const model = isChatModel(inputs.model) ? inputs.model : this.defaultModel;
    if (!isChatModel(model))
      throw new Error(
        `"${seqNodeName(node)}" (${node.id}) has no chat model: connect one to the ${node.data.name === 'worker' ? 'Supervisor' : 'Start'} node or to this node`,
      );
    const messages: readonly BaseMessage[] = state.messages;
    return {
      nodeId: node.id,
      nodeName: seqNodeName(node),
      inputs,
      model,
      tools: toolsInput(inputs, 'tools'),
      messages,
      state: customState(state),
      flow: {
        sessionId: this.request.identity.sessionId,
        chatId: this.request.identity.chatId,
        chatflowId: this.request.identity.chatflowId,
        input: this.request.question,
      },
      vars: this.request.vars,
      services: this.request.services,
      signal: this.signal,
      emitToken: this.answering.has(node.id)
        ? (text) => {
            this.lastNodeStreamed = true;
            this.emit({ type: 'token', nodeId: node.id, text });
          }
        : undefined,
    };
  }

  /**
   * Runs one graph node: `nextAgent` and `nodeStart` first, then the executor; its record, usage and
   * `agentReasoning` after. A pause (LangGraph interrupt) passes through untouched.
   */
  async runNode(
    node: FlowNode,
    state: SeqGraphState,
    execute: (context: SeqNodeContext) => Promise<SeqNodeReport>,
  ): Promise<SeqNodeReport> {
    const name = seqNodeName(node);
    const startedAt = new Date();
    this.emit({ type: 'nextAgent', nodeId: node.id, agentName: name });
    this.emit({ type: 'nodeStart', nodeId: node.id, nodeLabel: name });
    const previous = this.lastNodeId;
    this.lastNodeId = node.id;
    this.lastNodeStreamed = false;
    const base = {
      nodeId: node.id,
      nodeLabel: name,
      previousNodeIds: previous === undefined ? [] : [previous],
    };
    const data = (extra: Partial<ExecutedNode['data']>): ExecutedNode['data'] => ({
      id: node.id,
      name: node.data.name,
      input: { messages: state.messages.length, question: this.request.question },
      output: {},
      state: customState(state),
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      ...extra,
    });
    try {
      const report = await execute(this.contextFor(node, state));
      const { outcome } = report;
      if (outcome.usage) this.addUsage(outcome.usage);
      const usedTools = outcome.usedTools ?? [];
      this.usedTools.push(...usedTools);
      if (usedTools.length > 0) this.emit({ type: 'usedTools', nodeId: node.id, tools: usedTools });
      const record: ExecutedNode = {
        ...base,
        status: 'FINISHED',
        data: data({
          output: outcome.output,
          state: { ...customState(state), ...outcome.state },
          usage: outcome.usage,
        }),
      };
      this.records.push(record);
      this.emit({ type: 'nodeFinish', nodeId: node.id, nodeLabel: name, record });
      if (report.reasoning) this.reason(node, report, record.data.state);
      return report;
    } catch (error) {
      if (isGraphInterrupt(error)) throw error;
      const message = withoutServerPaths(error instanceof Error ? error.message : String(error));
      const record: ExecutedNode = { ...base, status: 'ERROR', data: data({ error: message }) };
      this.records.push(record);
      this.emit({ type: 'nodeError', nodeId: node.id, nodeLabel: name, error: message, record });
      throw error;
    }
  }

  /** A tools step of an agent: its used tools reported as the agent's. */
  async runTools(node: FlowNode, step: Promise<SeqNodeOutcome>): Promise<SeqNodeOutcome> {
    const outcome = await step;
    const usedTools = outcome.usedTools ?? [];
    this.usedTools.push(...usedTools);
    if (usedTools.length > 0) this.emit({ type: 'usedTools', nodeId: node.id, tools: usedTools });
    return outcome;
  }

  private reason(node: FlowNode, report: SeqNodeReport, state: Readonly<Record<string, unknown>>): void {
    const content = report.outcome.output.content;
    const step: AgentReasoningStep = {
      agentName: seqNodeName(node),
      messages: content === '' ? [] : [content],
      ...(report.next === undefined ? {} : { next: report.next }),
      ...(report.instructions === undefined ? {} : { instructions: report.instructions }),
      usedTools: report.outcome.usedTools ?? [],
      sourceDocuments: [],
      state,
      nodeName: node.data.name,
      nodeId: node.id,
    };
    this.emit({ type: 'agentReasoning', nodeId: node.id, steps: [step] });
  }

  private addUsage(usage: TokenUsage): void {
    this.usage = {
      inputTokens: this.usage.inputTokens + usage.inputTokens,
      outputTokens: this.usage.outputTokens + usage.outputTokens,
      totalTokens: this.usage.totalTokens + usage.totalTokens,
    };
    this.emit({ type: 'usage', nodeId: this.lastNodeId ?? '', usage });
  }
}
