import { END, START, StateGraph } from '@langchain/langgraph';
import type { FlowNode } from '@loomflow/core';
import {
  pendingToolCalls,
  runSeqAgentTurn,
  runSeqConditionAgent,
  runSeqCustomFunction,
  runSeqExecuteFlow,
  runSeqLlmNode,
  seqStateUpdates,
  evaluateSeqCondition,
  toolsInput,
  type SeqNodeContext,
  type SeqNodeOutcome,
} from '@loomflow/nodes/runtime';
import { describeNode, SequentialFlowError, type SeqFlow } from './seq-flow.ts';
import type { SeqNodeReport, SeqRunSession } from './seq-run-session.ts';
import { ROUTES_CHANNEL, routeOf, type SeqAnnotation, type SeqGraphState } from './seq-state-channels.ts';
import { ROUTERS, SeqTopology } from './seq-topology.ts';
import { withinMaxIterations } from './seq-max-iterations.ts';
import { runToolStep } from './seq-tool-step.ts';

type Update = Record<string, unknown>;

function toUpdate(outcome: SeqNodeOutcome, route?: { nodeId: string; name: string }): Update {
  return {
    ...outcome.state,
    messages: [...outcome.messages],
    ...(route === undefined ? {} : { [ROUTES_CHANNEL]: { [route.nodeId]: route.name } }),
  };
}

/** What a graph node runs, by type. */
function nodeFunction(
  node: FlowNode,
  session: SeqRunSession,
  topology: SeqTopology,
  inputsOf: (node: FlowNode) => Record<string, unknown>,
): (state: SeqGraphState) => Promise<Update> {
  const run = (state: SeqGraphState, execute: (context: SeqNodeContext) => Promise<SeqNodeReport>) =>
    session.runNode(node, state, execute);
  switch (node.data.name) {
    case 'seqAgent':
      return async (state) =>
        toUpdate(
          (
            await run(state, async (c) => ({
              outcome: await runSeqAgentTurn(withinMaxIterations(c)),
              reasoning: true,
            }))
          ).outcome,
        );
    case 'seqLLMNode': {
      const tools = topology.toolNodeTools(node, inputsOf);
      return async (state) =>
        toUpdate(
          (
            await run(state, async (c) => ({
              outcome: await runSeqLlmNode({ ...c, tools }),
              reasoning: true,
            }))
          ).outcome,
        );
    }
    case 'seqToolNode':
      return async (state) =>
        toUpdate(
          (
            await run(state, async (c) => {
              const ran = await runToolStep(node, state, c.tools, c.signal);
              const updates = ran.output.content === '' ? {} : await seqStateUpdates(c, ran.output, node.id);
              return { outcome: { ...ran, state: updates }, reasoning: false };
            })
          ).outcome,
        );
    case 'seqCondition':
      return async (state) => {
        const report = await run(state, async (c) => {
          const route = await evaluateSeqCondition(c);
          return {
            outcome: { messages: [], state: {}, output: { content: route, route } },
            next: route,
            reasoning: false,
          };
        });
        return toUpdate(report.outcome, { nodeId: node.id, name: report.next ?? 'End' });
      };
    case 'seqConditionAgent':
      return async (state) => {
        const report = await run(state, async (c) => {
          const outcome = await runSeqConditionAgent(c);
          return { outcome, next: outcome.route, reasoning: true };
        });
        return toUpdate(report.outcome, { nodeId: node.id, name: report.next ?? 'End' });
      };
    case 'seqCustomFunction':
      return async (state) =>
        toUpdate(
          (await run(state, async (c) => ({ outcome: await runSeqCustomFunction(c), reasoning: false })))
            .outcome,
        );
    default:
      return async (state) =>
        toUpdate(
          (await run(state, async (c) => ({ outcome: await runSeqExecuteFlow(c), reasoning: false })))
            .outcome,
        );
  }
}

/**
 * Compiles a sequential-agents flow into a LangGraph StateGraph: Start's successors hang off START; Agents,
 * LLM / Tool Nodes, Custom Functions and Execute Flows are graph nodes; an Agent with tools gets a tools node it
 * loops with (pausing for approval when asked); Conditions and Condition Agents are nodes whose chosen output
 * picks the next node by conditional edges; Loop leads back to its named node; End to END; nodes fed by two or
 * more plain nodes wait for all of them.
 */
export function compileSequentialGraph(
  flow: SeqFlow,
  start: FlowNode,
  annotation: SeqAnnotation,
  session: SeqRunSession,
  inputsOf: (node: FlowNode) => Record<string, unknown>,
) {
  const topology = new SeqTopology(flow);
  const builder = new StateGraph<SeqAnnotation['spec'], SeqGraphState, Partial<SeqGraphState>, string>(
    annotation,
  );
  const graphNodes = topology.graphNodes();
  for (const node of graphNodes) builder.addNode(node.id, nodeFunction(node, session, topology, inputsOf));

  const startExits = topology.exits(start.id);
  if (startExits.length === 0 || startExits.includes(END))
    throw new SequentialFlowError(
      `Start ${describeNode(start)} leads to no agent: connect it to an Agent, LLM Node or Condition`,
    );
  for (const target of startExits) builder.addEdge(START, target);

  const joined = new Set<string>();
  for (const node of graphNodes) {
    const exits = topology.exits(node.id);
    if (ROUTERS.has(node.data.name)) {
      builder.addConditionalEdges(node.id, (state: SeqGraphState) => {
        return topology.routeTargets(node, routeOf(state, node.id) ?? 'End');
      });
      continue;
    }
    const tools = node.data.name === 'seqAgent' ? toolsInput(inputsOf(node), 'tools') : [];
    const plainExits = exits.length === 0 ? [END] : exits;
    if (tools.length > 0) {
      const toolsId = `${node.id}__tools`;
      builder.addNode(toolsId, async (state: SeqGraphState) =>
        toUpdate(await session.runTools(node, runToolStep(node, state, tools, session.signal))),
      );
      builder.addConditionalEdges(node.id, (state: SeqGraphState) =>
        pendingToolCalls(state.messages).length > 0 ? [toolsId] : plainExits,
      );
      builder.addEdge(toolsId, node.id);
      continue;
    }
    for (const target of plainExits) {
      const sources = target === END ? [] : topology.joinSources(target);
      if (sources.length === 0) builder.addEdge(node.id, target);
      else if (!joined.has(target)) {
        joined.add(target);
        builder.addEdge(sources, target);
      }
    }
  }
  session.answering = topology.answeringNodes();
  return builder;
}
