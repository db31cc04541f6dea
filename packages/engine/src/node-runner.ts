import { withoutServerPaths } from '@loomflow/core';
import type {
  HumanInputAction,
  HumanInputAnswer,
  NodeEmission,
  NodeExecutor,
  NodeRunContext,
  NodeRunResult,
} from '@loomflow/nodes/runtime';
import { START_NODE_NAME, type GraphNode } from './graph.ts';
import { applyOverrideConfig } from './override-config.ts';
import type { InFlightNode, RunSession } from './run-session.ts';
import type { EngineEvent, ExecutedNode } from './run.types.ts';
import { resolveInputs, resolveTemplate, type TemplateScope } from './template-resolver.ts';

/** What a resumed node receives: the person's answer and the action it had paused with. */
export interface ResumeAnswer {
  readonly humanInput: HumanInputAnswer;
  readonly resumeAction?: HumanInputAction;
}

/** What a node sees of the block it runs in. */
export interface BlockView {
  readonly loopCount: number;
  readonly iteration: { readonly item: unknown; readonly index: number } | undefined;
  output(nodeId: string): Readonly<Record<string, unknown>> | undefined;
  /** Whether the node ends a path of the run (its tokens reach the client). */
  streamsToClient(nodeId: string): boolean;
  /** Counts one more round of a loop node; undefined when its maximum is reached. */
  takeLoop(loopNodeId: string, maxLoopCount: number): number | undefined;
  /**
   * The person's answer to a paused node, and the action it paused with: given once, to the node's first run after
   * the resume, so a node reached again later (a loop round) pauses again instead of reusing the answer.
   */
  takeResume(nodeId: string): ResumeAnswer | undefined;
  previousNodeIds(nodeId: string): readonly string[];
}

export type NodeOutcome =
  | {
      readonly kind: 'finished';
      readonly result: NodeRunResult;
      readonly record: ExecutedNode;
      readonly loopBackTo?: string;
    }
  | { readonly kind: 'paused' }
  | { readonly kind: 'stopped' };

/** Runs the child block of an iteration node once per item; answers each item's result in item order. */
export type IterationRunner = (
  node: GraphNode,
  items: readonly unknown[],
  parent: BlockView,
) => Promise<unknown[]>;

function errorText(error: unknown): string {
  if (error instanceof Error) return withoutServerPaths(error.message);
  return withoutServerPaths(typeof error === 'string' ? error : String(error));
}

function toEvent(nodeId: string, emission: NodeEmission): EngineEvent {
  switch (emission.type) {
    case 'token':
      return { type: 'token', nodeId, text: emission.text };
    case 'thinking':
      return emission.done === undefined
        ? { type: 'thinking', nodeId, text: emission.text }
        : { type: 'thinking', nodeId, text: emission.text, done: emission.done };
    case 'usedTools':
      return { type: 'usedTools', nodeId, tools: emission.tools };
    case 'calledTools':
      return { type: 'calledTools', nodeId, tools: emission.tools };
    case 'sourceDocuments':
      return { type: 'sourceDocuments', nodeId, documents: emission.documents };
    case 'artifacts':
      return { type: 'artifacts', nodeId, artifacts: emission.artifacts };
    case 'fileAnnotations':
      return { type: 'fileAnnotations', nodeId, annotations: emission.annotations };
    case 'usage':
      return { type: 'usage', nodeId, usage: emission.usage };
  }
}

/** Runs single nodes: resolves their inputs, calls the executor, records the outcome and emits the events. */
export class NodeRunner {
  readonly #session: RunSession;
  readonly #runIteration: IterationRunner;

  constructor(session: RunSession, runIteration: IterationRunner) {
    this.#session = session;
    this.#runIteration = runIteration;
  }

  templateScope(view: BlockView): TemplateScope {
    const { request, flowState } = this.#session;
    return {
      question: request.question,
      chatHistory: [...request.pastMessages, ...this.#session.runMessages],
      uploads: request.uploads ?? [],
      now: new Date(),
      loopCount: view.loopCount,
      form: request.form,
      webhook: request.webhook,
      iteration: view.iteration,
      vars: request.vars,
      state: flowState.current,
      identity: request.identity,
      nodeOutput: (nodeId) => view.output(nodeId),
    };
  }

  /** Runs one node to its outcome; a failure halts the run (ERROR naming the node). */
  async run(node: GraphNode, view: BlockView): Promise<NodeOutcome> {
    const session = this.#session;
    const executor = session.executor(node.name);
    if (!executor) {
      session.halt('ERROR', `Node "${node.label}" cannot run: no executor for node type "${node.name}"`);
      return { kind: 'stopped' };
    }
    if (session.executions >= session.limits.maxNodeExecutions) {
      session.halt(
        'ERROR',
        `The run stopped after ${String(session.limits.maxNodeExecutions)} node executions, the limit per run (does a loop never end?)`,
      );
      return { kind: 'stopped' };
    }
    session.executions += 1;
    const key = Symbol(node.id);
    const flight: InFlightNode = {
      node,
      startedAt: Date.now(),
      input: {},
      previousNodeIds: view.previousNodeIds(node.id),
      iterationIndex: view.iteration?.index,
    };
    session.inFlight.set(key, flight);
    session.emit({ type: 'nodeStart', nodeId: node.id, nodeLabel: node.label });
    try {
      const context = this.#context(node, executor, view, key);
      const withInput: InFlightNode = { ...flight, input: context.inputs };
      session.inFlight.set(key, withInput);
      const raced = await Promise.race([this.#execute(executor, context), session.haltPromise]);
      if (raced === 'halted' || !session.inFlight.has(key)) return { kind: 'stopped' };
      return await this.#complete(node, view, key, withInput, raced);
    } catch (error) {
      if (!session.inFlight.has(key)) return { kind: 'stopped' };
      const current = session.inFlight.get(key) ?? flight;
      session.inFlight.delete(key);
      const message = errorText(error);
      const record = session.record(current, {
        status: 'ERROR',
        output: { content: '' },
        error: message,
        finishedAt: Date.now(),
      });
      session.emit({ type: 'nodeError', nodeId: node.id, nodeLabel: node.label, error: message, record });
      session.halt('ERROR', `Node "${node.label}" failed: ${message}`);
      return { kind: 'stopped' };
    }
  }

  #execute(executor: NodeExecutor, context: NodeRunContext): Promise<NodeRunResult> {
    const promise = executor.execute(context);
    // A result arriving after the run halted is dropped; so is its rejection.
    promise.catch(() => undefined);
    return promise;
  }

  #context(node: GraphNode, executor: NodeExecutor, view: BlockView, key: symbol): NodeRunContext {
    const session = this.#session;
    const { request } = session;
    const scope = this.templateScope(view);
    const overridden = applyOverrideConfig(node, request.overrideConfig);
    const resume = view.takeResume(node.id);
    const resumeAction = resume?.resumeAction;
    return {
      ...(resumeAction ? { resumeAction } : {}),
      nodeId: node.id,
      nodeLabel: node.label,
      inputs: resolveInputs(overridden, scope, executor.rawInputs),
      credentialId: node.credentialId,
      run: request.identity,
      question: request.question,
      form: request.form,
      uploads: request.uploads ?? [],
      pastMessages: request.pastMessages,
      runMessages: [...session.runMessages],
      state: { ...session.flowState.current },
      vars: request.vars,
      humanInput: resume?.humanInput,
      iteration: view.iteration,
      loopCount: view.loopCount,
      streamsToClient: view.streamsToClient(node.id),
      callerStreams: request.streaming,
      signal: session.signal,
      services: request.services,
      resolveTemplate: (text) => resolveTemplate(text, this.templateScope(view)),
      emit: (emission) => {
        if (session.inFlight.has(key)) session.emit(toEvent(node.id, emission));
      },
    };
  }

  async #complete(
    node: GraphNode,
    view: BlockView,
    key: symbol,
    flight: InFlightNode,
    raw: NodeRunResult,
  ): Promise<NodeOutcome> {
    const session = this.#session;
    let result = raw;
    let loopBackTo: string | undefined;
    if (result.iterate) {
      const results = await this.#runIteration(node, result.iterate.items, view);
      if (!session.inFlight.has(key)) return { kind: 'stopped' };
      result = {
        ...result,
        output: { ...result.output, content: JSON.stringify(results), iterationResults: results },
      };
    }
    if (result.pause && view.iteration !== undefined) {
      throw new Error('a node inside an iteration cannot pause the run for human input');
    }
    if (result.loopBack) {
      const round = view.takeLoop(node.id, result.loopBack.maxLoopCount);
      if (round === undefined)
        result = { ...result, output: { ...result.output, content: result.loopBack.fallbackMessage } };
      else loopBackTo = result.loopBack.nodeId;
    }
    session.inFlight.delete(key);
    const changed = session.flowState.merge(
      result.state && node.name === START_NODE_NAME
        ? { ...result.state, ...session.startLayers }
        : result.state,
    );
    if (result.chatHistory) session.runMessages.push(...result.chatHistory);
    session.addUsage(result.usage);
    session.usedTools.push(...(result.usedTools ?? []));
    session.sourceDocuments.push(...(result.sourceDocuments ?? []));
    session.artifacts.push(...(result.artifacts ?? []));
    const paused = result.pause !== undefined;
    const record = session.record(flight, {
      status: paused ? 'STOPPED' : 'FINISHED',
      ...(result.input ? { input: result.input } : {}),
      output: result.output,
      ...(result.chatHistory ? { chatHistory: result.chatHistory } : {}),
      ...(result.usage ? { usage: result.usage } : {}),
      ...(result.takenOutputs ? { takenOutputs: result.takenOutputs } : {}),
      ...(result.pause ? { action: result.pause.action } : {}),
      finishedAt: Date.now(),
    });
    if (changed) session.emit({ type: 'stateChange', state: session.flowState.current });
    session.emit({ type: 'nodeFinish', nodeId: node.id, nodeLabel: node.label, record });
    if (result.pause) {
      session.paused ??= { nodeId: node.id, action: result.pause.action, content: result.output.content };
      session.emit({ type: 'paused', nodeId: node.id, action: result.pause.action });
      return { kind: 'paused' };
    }
    return loopBackTo === undefined
      ? { kind: 'finished', result, record }
      : { kind: 'finished', result, record, loopBackTo };
  }
}
