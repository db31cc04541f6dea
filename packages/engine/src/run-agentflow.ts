import { findNodeExecutor } from '@loomflow/nodes/runtime';
import { BlockScheduler, type BlockStart } from './block-scheduler.ts';
import { initialFlowState, usesEphemeralMemory, startStateLayers } from './flow-state.ts';
import { prepareFlow } from './prepared-flow.ts';
import { createIterationRunner } from './iteration-runner.ts';
import { NodeRunner } from './node-runner.ts';
import { planResume } from './resume.ts';
import { RunSession } from './run-session.ts';
import {
  DEFAULT_RUN_LIMITS,
  type AgentflowRunRequest,
  type AgentflowRunResult,
  type EngineEvent,
  type ExecutedNode,
  type ExecutionState,
  type RunLimits,
} from './run.types.ts';

const MAX_TIMER_MS = 2_147_483_647;
const NO_USAGE = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };

function limitsOf(request: AgentflowRunRequest): RunLimits {
  return { ...DEFAULT_RUN_LIMITS, ...request.limits };
}

function refused(
  request: AgentflowRunRequest,
  onEvent: (event: EngineEvent) => void,
  state: ExecutionState,
  error: string,
  executionData: readonly ExecutedNode[] = [],
): AgentflowRunResult {
  onEvent({ type: 'runStart', executionId: request.identity.executionId });
  onEvent({ type: 'runEnd', state, executionData });
  return {
    state,
    text: '',
    executionData,
    flowState: request.resume?.flowState ?? {},
    usedTools: [],
    sourceDocuments: [],
    artifacts: [],
    usage: NO_USAGE,
    error,
  };
}

/**
 * Runs an agentflow v2 graph: validates it, runs its branches concurrently, pauses for human input, resumes a
 * paused run, and ends FINISHED, STOPPED, ERROR, TIMEOUT or TERMINATED with its node-by-node records. Never
 * rejects: every failure is a result with `state` and `error`.
 */
export async function runAgentflow(
  request: AgentflowRunRequest,
  onEvent: (event: EngineEvent) => void,
): Promise<AgentflowRunResult> {
  const findExecutor = request.executors ?? findNodeExecutor;
  const prepared = prepareFlow(request.flowData, findExecutor);
  if (!prepared.ok) {
    return refused(
      request,
      onEvent,
      'ERROR',
      `The flow cannot run: ${prepared.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  const graph = prepared.graph;
  const startId = graph.startId;
  if (startId === undefined) return refused(request, onEvent, 'ERROR', 'The flow has no Start node');
  const plan = request.resume ? planResume(graph, request.resume) : undefined;
  if (typeof plan === 'string')
    return refused(request, onEvent, 'ERROR', plan, request.resume?.executionData);
  const limits = limitsOf(request);
  const start = graph.nodes.get(startId);
  const session = new RunSession({
    // Ephemeral memory: the run starts without the session's earlier messages.
    request: usesEphemeralMemory(start) ? { ...request, pastMessages: [] } : request,
    graph,
    limits,
    initialState: request.resume
      ? request.resume.flowState
      : initialFlowState(start, request.persistedState, request.startState),
    startLayers: request.resume ? {} : startStateLayers(start, request.persistedState, request.startState),
    onEvent,
    findExecutor,
    priorRecords: plan?.records ?? [],
    priorMessages: plan?.messages ?? [],
  });
  for (const [id, output] of plan?.outputs ?? []) session.outputs.set(id, output);
  onEvent({ type: 'runStart', executionId: request.identity.executionId });

  const onAbort = (): void => {
    session.halt('TERMINATED', 'The run was stopped by the client');
  };
  if (request.signal?.aborted) onAbort();
  request.signal?.addEventListener('abort', onAbort, { once: true });
  // setTimeout fires at once beyond 2^31-1 ms: a longer (or infinite) limit means no timer.
  const timer =
    limits.timeoutMs <= MAX_TIMER_MS
      ? setTimeout(() => {
          session.halt(
            'TIMEOUT',
            `The run took longer than its limit of ${String(limits.timeoutMs)} ms and was stopped`,
          );
        }, limits.timeoutMs)
      : undefined;

  let runner: NodeRunner | undefined;
  const getRunner = (): NodeRunner => {
    runner ??= new NodeRunner(session, createIterationRunner(session, getRunner));
    return runner;
  };
  const top = new BlockScheduler(session, getRunner(), {
    nodeIds: graph.top.nodeIds,
    outer: () => undefined,
    outputs: session.outputs,
    topLevel: true,
  });
  const blockStart: BlockStart = plan?.start ?? { launch: [startId] };
  try {
    await top.run(blockStart);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
  return finishRun(session);
}

function finishRun(session: RunSession): AgentflowRunResult {
  const { halted, paused } = session;
  const state: ExecutionState = halted?.state ?? (paused ? 'STOPPED' : 'FINISHED');
  const executionData = [...session.records];
  session.emit({ type: 'runEnd', state, executionData });
  session.ended = true;
  session.finish();
  const answer = session.answer;
  const json: unknown = answer?.json;
  return {
    state,
    text: paused ? paused.content : (answer?.content ?? ''),
    ...(json !== undefined ? { json } : {}),
    executionData,
    flowState: session.flowState.current,
    ...(paused ? { action: paused.action } : {}),
    usedTools: session.usedTools,
    sourceDocuments: session.sourceDocuments,
    artifacts: session.artifacts,
    usage: session.usage,
    ...(halted ? { error: halted.message } : {}),
  };
}
