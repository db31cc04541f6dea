import { END, START, StateGraph } from '@langchain/langgraph';
import type { FlowNode } from '@loomflow/core';
import {
  FINISH,
  pendingToolCalls,
  runSupervisor,
  runWorkerTurn,
  toolsInput,
  type SeqNodeOutcome,
} from '@loomflow/nodes/runtime';
import { describeNode, seqNodeName, SequentialFlowError, type SeqFlow } from './seq-flow.ts';
import type { SeqRunSession } from './seq-run-session.ts';
import {
  INSTRUCTIONS_CHANNEL,
  ROUTES_CHANNEL,
  routeOf,
  type SeqAnnotation,
  type SeqGraphState,
} from './seq-state-channels.ts';
import { withinMaxIterations } from './seq-max-iterations.ts';
import { runToolStep } from './seq-tool-step.ts';

function messagesUpdate(outcome: SeqNodeOutcome): Record<string, unknown> {
  return { messages: [...outcome.messages] };
}

/** The Workers under a Supervisor: connected by an edge or naming it in their Supervisor input. */
export function workersOf(flow: SeqFlow, supervisor: FlowNode): FlowNode[] {
  return [...flow.nodes.values()].filter((node) => {
    if (node.data.name !== 'worker') return false;
    const input = node.data.inputs?.supervisor;
    const named = typeof input === 'string' && input.includes(`{{${supervisor.id}.data.instance}}`);
    return named || flow.edges.some((edge) => edge.source === supervisor.id && edge.target === node.id);
  });
}

/**
 * Compiles a Supervisor and its Workers into a LangGraph StateGraph: START → supervisor; the supervisor's
 * structured choice routes to a worker (whose tools loop with it) or, on FINISH, to END; every worker reports back
 * to the supervisor with its answer in the conversation.
 */
export function compileSupervisorGraph(
  flow: SeqFlow,
  supervisor: FlowNode,
  annotation: SeqAnnotation,
  session: SeqRunSession,
  inputsOf: (node: FlowNode) => Record<string, unknown>,
) {
  const workers = workersOf(flow, supervisor);
  if (workers.length === 0)
    throw new SequentialFlowError(
      `Supervisor ${describeNode(supervisor)} has no workers: connect at least one Worker to it`,
    );
  const names = workers.map(seqNodeName);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate !== undefined)
    throw new SequentialFlowError(
      `Two workers of ${describeNode(supervisor)} are named "${duplicate}": give each worker its own name`,
    );
  const builder = new StateGraph<SeqAnnotation['spec'], SeqGraphState, Partial<SeqGraphState>, string>(
    annotation,
  );

  builder.addNode(supervisor.id, async (state: SeqGraphState) => {
    const report = await session.runNode(supervisor, state, async (context) => {
      const decision = await runSupervisor(context, names);
      return { outcome: decision, next: decision.next, instructions: decision.instructions, reasoning: true };
    });
    return {
      [ROUTES_CHANNEL]: { [supervisor.id]: report.next ?? FINISH },
      [INSTRUCTIONS_CHANNEL]: report.instructions ?? '',
    };
  });
  builder.addEdge(START, supervisor.id);
  builder.addConditionalEdges(supervisor.id, (state: SeqGraphState) => {
    const index = names.indexOf(routeOf(state, supervisor.id) ?? FINISH);
    const worker = workers[index];
    return worker === undefined ? END : worker.id;
  });

  for (const worker of workers) {
    builder.addNode(worker.id, async (state: SeqGraphState) => {
      const instructions = state[INSTRUCTIONS_CHANNEL];
      const report = await session.runNode(worker, state, async (context) => ({
        outcome: await runWorkerTurn(
          withinMaxIterations(context),
          typeof instructions === 'string' ? instructions : '',
        ),
        reasoning: true,
      }));
      return messagesUpdate(report.outcome);
    });
    const tools = toolsInput(inputsOf(worker), 'tools');
    if (tools.length === 0) {
      builder.addEdge(worker.id, supervisor.id);
      continue;
    }
    const toolsId = `${worker.id}__tools`;
    builder.addNode(toolsId, async (state: SeqGraphState) =>
      messagesUpdate(await session.runTools(worker, runToolStep(worker, state, tools, session.signal))),
    );
    builder.addConditionalEdges(worker.id, (state: SeqGraphState) =>
      pendingToolCalls(state.messages).length > 0 ? toolsId : supervisor.id,
    );
    builder.addEdge(toolsId, worker.id);
  }
  return builder;
}
