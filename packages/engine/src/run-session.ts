import type { ChatTurn, HumanInputAction, NodeExecutor, TokenUsage, UsedTool } from '@loomflow/nodes/runtime';
import type { FlowGraph, GraphNode } from './graph.ts';
import { FlowState } from './flow-state.ts';
import type {
  AgentflowRunRequest,
  EngineEvent,
  ExecutedNode,
  ExecutionState,
  RunLimits,
} from './run.types.ts';

/** Why a run stopped before its nodes were done. */
export interface Halt {
  readonly state: Extract<ExecutionState, 'ERROR' | 'TIMEOUT' | 'TERMINATED'>;
  readonly message: string;
}

/** A node running now: what its record needs if the run halts under it. */
export interface InFlightNode {
  readonly node: GraphNode;
  readonly startedAt: number;
  readonly input: Readonly<Record<string, unknown>>;
  readonly previousNodeIds: readonly string[];
  readonly iterationIndex: number | undefined;
}

const ZERO_USAGE: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };

/** Everything one run shares across its blocks: records, state, limits, abort, events and totals. */
export class RunSession {
  readonly request: AgentflowRunRequest;
  readonly graph: FlowGraph;
  readonly limits: RunLimits;
  readonly flowState: FlowState;
  readonly startLayers: Readonly<Record<string, unknown>>;
  readonly signal: AbortSignal;
  readonly records: ExecutedNode[];
  readonly runMessages: ChatTurn[];
  /** Top-level node outputs by node id. */
  readonly outputs = new Map<string, Readonly<Record<string, unknown>>>();
  readonly inFlight = new Map<symbol, InFlightNode>();
  readonly usedTools: UsedTool[] = [];
  readonly sourceDocuments: unknown[] = [];
  readonly artifacts: unknown[] = [];
  usage: TokenUsage = ZERO_USAGE;
  executions = 0;
  halted: Halt | undefined;
  paused:
    { readonly nodeId: string; readonly action: HumanInputAction; readonly content: string } | undefined;
  /** The last end node that finished: the run's answer. */
  answer: { readonly content: string; readonly json: unknown } | undefined;
  ended = false;
  readonly #controller = new AbortController();
  readonly #onEvent: (event: EngineEvent) => void;
  readonly #haltListeners: (() => void)[] = [];
  readonly #findExecutor: (name: string) => NodeExecutor | undefined;
  readonly haltPromise: Promise<'halted'>;

  constructor(options: {
    readonly request: AgentflowRunRequest;
    readonly graph: FlowGraph;
    readonly limits: RunLimits;
    readonly initialState: Readonly<Record<string, unknown>>;
    /** State kept over what the Start node sets (the session's last state, the request's overrides). */
    readonly startLayers: Readonly<Record<string, unknown>>;
    readonly onEvent: (event: EngineEvent) => void;
    readonly findExecutor: (name: string) => NodeExecutor | undefined;
    readonly priorRecords: readonly ExecutedNode[];
    readonly priorMessages: readonly ChatTurn[];
  }) {
    this.request = options.request;
    this.graph = options.graph;
    this.limits = options.limits;
    this.flowState = new FlowState(options.initialState);
    this.startLayers = options.startLayers;
    this.#onEvent = options.onEvent;
    this.#findExecutor = options.findExecutor;
    this.records = [...options.priorRecords];
    this.runMessages = [...options.priorMessages];
    this.executions = options.priorRecords.length;
    const external = options.request.signal;
    this.signal = external ? AbortSignal.any([external, this.#controller.signal]) : this.#controller.signal;
    this.haltPromise = new Promise((resolve) => {
      this.#haltListeners.push(() => {
        resolve('halted');
      });
    });
  }

  executor(name: string): NodeExecutor | undefined {
    return this.#findExecutor(name);
  }

  emit(event: EngineEvent): void {
    if (!this.ended) this.#onEvent(event);
  }

  /** Whether new nodes may start. */
  get canStart(): boolean {
    return this.halted === undefined && this.paused === undefined;
  }

  onHalt(listener: () => void): void {
    if (this.halted) listener();
    else this.#haltListeners.push(listener);
  }

  /** Stops the run now: in-flight model calls are aborted and their nodes recorded with the run's end state. */
  halt(state: Halt['state'], message: string): void {
    if (this.halted !== undefined || this.ended) return;
    this.halted = { state, message };
    this.#controller.abort(new Error(message));
    const now = Date.now();
    const status: ExecutionState = state === 'ERROR' ? 'TERMINATED' : state;
    for (const flight of this.inFlight.values()) {
      const record = this.record(flight, {
        status,
        output: { content: '' },
        error: message,
        finishedAt: now,
      });
      this.emit({
        type: 'nodeError',
        nodeId: flight.node.id,
        nodeLabel: flight.node.label,
        error: message,
        record,
      });
    }
    this.inFlight.clear();
    for (const listener of this.#haltListeners.splice(0)) listener();
  }

  /** Builds, stores and answers a node's record. */
  record(
    flight: InFlightNode,
    outcome: {
      readonly status: ExecutionState;
      readonly input?: Readonly<Record<string, unknown>>;
      readonly output: Readonly<Record<string, unknown>>;
      readonly error?: string;
      readonly chatHistory?: readonly ChatTurn[];
      readonly usage?: TokenUsage;
      readonly takenOutputs?: readonly number[];
      readonly action?: HumanInputAction;
      readonly finishedAt: number;
    },
  ): ExecutedNode {
    const { node } = flight;
    const record: ExecutedNode = {
      nodeId: node.id,
      nodeLabel: node.label,
      data: {
        id: node.id,
        name: node.name,
        input: outcome.input ?? flight.input,
        output: outcome.output,
        state: this.flowState.current,
        ...(outcome.chatHistory ? { chatHistory: outcome.chatHistory } : {}),
        ...(outcome.error !== undefined ? { error: outcome.error } : {}),
        ...(outcome.usage ? { usage: outcome.usage } : {}),
        startedAt: new Date(flight.startedAt).toISOString(),
        finishedAt: new Date(outcome.finishedAt).toISOString(),
        durationMs: outcome.finishedAt - flight.startedAt,
        ...(flight.iterationIndex !== undefined ? { iterationIndex: flight.iterationIndex } : {}),
        ...(node.parentId !== undefined ? { parentNodeId: node.parentId } : {}),
        ...(outcome.takenOutputs ? { takenOutputs: outcome.takenOutputs } : {}),
        ...(outcome.action ? { action: outcome.action } : {}),
      },
      previousNodeIds: flight.previousNodeIds,
      status: outcome.status,
    };
    this.records.push(record);
    return record;
  }

  addUsage(usage: TokenUsage | undefined): void {
    if (!usage) return;
    this.usage = {
      inputTokens: this.usage.inputTokens + usage.inputTokens,
      outputTokens: this.usage.outputTokens + usage.outputTokens,
      totalTokens: this.usage.totalTokens + usage.totalTokens,
    };
  }

  /** Stops timers and event delivery; nothing reaches `onEvent` after this but the caller's runEnd. */
  finish(): void {
    this.#controller.abort(new Error('The run is over'));
  }
}
