import type { HumanInputAction, HumanInputAnswer } from '@loomflow/nodes/runtime';
import { downstreamOf, type GraphEdge, type GraphNode } from './graph.ts';
import type { BlockView, NodeOutcome, NodeRunner, ResumeAnswer } from './node-runner.ts';
import type { RunSession } from './run-session.ts';

export type NodeStatus = 'pending' | 'running' | 'done' | 'skipped';
export type EdgeStatus = 'pending' | 'taken' | 'skipped';

/** Where a block starts: fresh entry nodes, or statuses restored from a paused run. */
export interface BlockStart {
  readonly nodeStatus?: ReadonlyMap<string, NodeStatus>;
  readonly edgeStatus?: ReadonlyMap<string, EdgeStatus>;
  readonly launch: readonly string[];
  readonly humanInput?: HumanInputAnswer;
  readonly resumeAction?: HumanInputAction;
  /** Rounds each loop node already went, so a resumed run does not start its loops over. */
  readonly loopCounts?: ReadonlyMap<string, number>;
}

export interface BlockOptions {
  readonly nodeIds: readonly string[];
  /** Outputs of nodes outside the block (iteration items read the run's outputs). */
  readonly outer: (nodeId: string) => Readonly<Record<string, unknown>> | undefined;
  /** Where finished outputs go (the run's map for the top level, a map of the item for iterations). */
  readonly outputs: Map<string, Readonly<Record<string, unknown>>>;
  readonly iteration?: { readonly item: unknown; readonly index: number };
  /** Top level only: finished end nodes give the run's answer. */
  readonly topLevel: boolean;
}

/**
 * Runs one block of the graph: every node whose incoming edges are all decided starts at once (branches run
 * concurrently); a node runs when at least one incoming edge was taken and is skipped when all were skipped, so
 * untaken condition outputs skip their whole branch; loops re-enter their target and its downstream.
 */
export class BlockScheduler implements BlockView {
  readonly #session: RunSession;
  readonly #runner: NodeRunner;
  readonly #options: BlockOptions;
  readonly #inside: ReadonlySet<string>;
  readonly #nodeStatus = new Map<string, NodeStatus>();
  readonly #edgeStatus = new Map<string, EdgeStatus>();
  readonly #loops = new Map<string, number>();
  #humanInput: HumanInputAnswer | undefined;
  #resumeAction: HumanInputAction | undefined;
  #running = 0;
  #done: (() => void) | undefined;
  loopCount = 0;
  /** The content of the last end node that finished in this block. */
  lastEndContent: string | undefined;

  constructor(session: RunSession, runner: NodeRunner, options: BlockOptions) {
    this.#session = session;
    this.#runner = runner;
    this.#options = options;
    this.#inside = new Set(options.nodeIds);
  }

  get iteration(): BlockOptions['iteration'] {
    return this.#options.iteration;
  }

  output(nodeId: string): Readonly<Record<string, unknown>> | undefined {
    return this.#options.outputs.get(nodeId) ?? this.#options.outer(nodeId);
  }

  #edgesOut(nodeId: string): readonly GraphEdge[] {
    return (this.#session.graph.outgoing.get(nodeId) ?? []).filter((edge) => this.#inside.has(edge.target));
  }

  #edgesIn(nodeId: string): readonly GraphEdge[] {
    return (this.#session.graph.incoming.get(nodeId) ?? []).filter((edge) => this.#inside.has(edge.source));
  }

  streamsToClient(nodeId: string): boolean {
    return this.#options.topLevel && (this.#session.graph.outgoing.get(nodeId) ?? []).length === 0;
  }

  takeLoop(loopNodeId: string, maxLoopCount: number): number | undefined {
    const limit = Math.min(maxLoopCount, this.#session.limits.maxLoopCount);
    const count = this.#loops.get(loopNodeId) ?? 0;
    if (count >= limit) return undefined;
    this.#loops.set(loopNodeId, count + 1);
    return count + 1;
  }

  takeResume(nodeId: string): ResumeAnswer | undefined {
    const humanInput = this.#humanInput;
    if (humanInput?.startNodeId !== nodeId) return undefined;
    const resumeAction = this.#resumeAction;
    this.#humanInput = undefined;
    this.#resumeAction = undefined;
    return { humanInput, ...(resumeAction ? { resumeAction } : {}) };
  }

  previousNodeIds(nodeId: string): readonly string[] {
    return this.#edgesIn(nodeId)
      .filter((edge) => this.#edgeStatus.get(edge.id) === 'taken')
      .map((edge) => edge.source);
  }

  /** Runs the block until no node is running and none can start (or the run halts). */
  run(start: BlockStart): Promise<void> {
    // Nodes the start cannot reach (left unconnected on the canvas) are skipped, so nodes they feed do not wait.
    const reached = new Set(
      start.launch.flatMap((id) => [...downstreamOf(this.#session.graph, id, this.#inside)]),
    );
    const initial = (id: string): NodeStatus =>
      start.nodeStatus?.get(id) ?? (reached.has(id) ? 'pending' : 'skipped');
    for (const id of this.#options.nodeIds) this.#nodeStatus.set(id, initial(id));
    for (const id of this.#options.nodeIds) {
      const fallback: EdgeStatus = this.#nodeStatus.get(id) === 'skipped' ? 'skipped' : 'pending';
      for (const edge of this.#edgesOut(id))
        this.#edgeStatus.set(edge.id, start.edgeStatus?.get(edge.id) ?? fallback);
    }
    for (const [loopNodeId, count] of start.loopCounts ?? []) this.#loops.set(loopNodeId, count);
    this.#humanInput = start.humanInput;
    this.#resumeAction = start.resumeAction;
    return new Promise((resolve) => {
      this.#done = resolve;
      this.#session.onHalt(resolve);
      for (const id of start.launch) this.#launch(id);
      this.#checkDone();
    });
  }

  #launch(nodeId: string): void {
    const node = this.#session.graph.nodes.get(nodeId);
    // A pause stops new work at the top level; an iteration already running finishes its items.
    const mayStart = this.#options.topLevel ? this.#session.canStart : this.#session.halted === undefined;
    if (!node || !mayStart) return;
    this.#nodeStatus.set(nodeId, 'running');
    this.#running += 1;
    void this.#runner.run(node, this).then((outcome) => {
      this.#running -= 1;
      this.#settle(node, outcome);
      this.#checkDone();
    });
  }

  #settle(node: GraphNode, outcome: NodeOutcome): void {
    if (outcome.kind !== 'finished') {
      this.#nodeStatus.set(node.id, 'done');
      return;
    }
    this.#nodeStatus.set(node.id, 'done');
    this.#options.outputs.set(node.id, outcome.result.output);
    if (outcome.loopBackTo !== undefined) {
      this.#loopBack(node, outcome.loopBackTo);
      return;
    }
    if (this.#edgesOut(node.id).length === 0) {
      this.lastEndContent = outcome.result.output.content;
      if (this.#options.topLevel) {
        this.#session.answer = {
          content: outcome.result.output.content,
          json: outcome.result.output.structuredOutput,
        };
      }
    }
    const taken = outcome.result.takenOutputs;
    const targets: string[] = [];
    for (const edge of this.#edgesOut(node.id)) {
      const skip = edge.outputIndex !== undefined && taken !== undefined && !taken.includes(edge.outputIndex);
      this.#edgeStatus.set(edge.id, skip ? 'skipped' : 'taken');
      targets.push(edge.target);
    }
    for (const target of targets) this.#evaluate(target);
  }

  #loopBack(loopNode: GraphNode, target: string): void {
    // The Loop node stores its target as `<nodeId>-<label>`.
    const targetId = this.#inside.has(target) ? target : (target.split('-')[0] ?? target);
    if (!this.#inside.has(targetId)) {
      this.#session.halt(
        'ERROR',
        `Loop "${loopNode.label}" goes back to node "${target}", which is not in its block`,
      );
      return;
    }
    this.loopCount = this.#loops.get(loopNode.id) ?? 0;
    const again = downstreamOf(this.#session.graph, targetId, this.#inside);
    for (const id of again) {
      if (this.#nodeStatus.get(id) !== 'running') this.#nodeStatus.set(id, 'pending');
      for (const edge of this.#edgesOut(id)) this.#edgeStatus.set(edge.id, 'pending');
    }
    this.#launch(targetId);
  }

  /** Starts, skips or keeps waiting a node whose incoming edges changed. */
  #evaluate(nodeId: string): void {
    if (this.#nodeStatus.get(nodeId) !== 'pending') return;
    const incoming = this.#edgesIn(nodeId).map((edge) => this.#edgeStatus.get(edge.id) ?? 'pending');
    if (incoming.includes('pending')) return;
    if (incoming.includes('taken')) {
      this.#launch(nodeId);
      return;
    }
    this.#nodeStatus.set(nodeId, 'skipped');
    const targets: string[] = [];
    for (const edge of this.#edgesOut(nodeId)) {
      this.#edgeStatus.set(edge.id, 'skipped');
      targets.push(edge.target);
    }
    for (const target of targets) this.#evaluate(target);
  }

  #checkDone(): void {
    if (this.#running === 0) this.#done?.();
  }
}
