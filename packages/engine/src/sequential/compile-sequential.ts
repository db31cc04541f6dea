import { END, START, StateGraph } from '@langchain/langgraph';
import type { StructuredTool } from '@langchain/core/tools';
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
import {
  describeNode,
  edgesFrom,
  nodesNamed,
  outputNameOf,
  sameOutputName,
  seqNodeName,
  SequentialFlowError,
  type SeqFlow,
} from './seq-flow.ts';
import type { SeqNodeReport, SeqRunSession } from './seq-run-session.ts';
import { ROUTES_CHANNEL, routeOf, type SeqAnnotation, type SeqGraphState } from './seq-state-channels.ts';
import { withinMaxIterations } from './seq-max-iterations.ts';
import { runToolStep } from './seq-tool-step.ts';

/** Node types that become LangGraph nodes. */
const GRAPH_NODES: ReadonlySet<string> = new Set([
  'seqAgent',
  'seqLLMNode',
  'seqToolNode',
  'seqCondition',
  'seqConditionAgent',
  'seqCustomFunction',
  'seqExecuteFlow',
]);
const ROUTERS: ReadonlySet<string> = new Set(['seqCondition', 'seqConditionAgent']);

type Update = Record<string, unknown>;

function toUpdate(outcome: SeqNodeOutcome, route?: { nodeId: string; name: string }): Update {
  return {
    ...outcome.state,
    messages: [...outcome.messages],
    ...(route === undefined ? {} : { [ROUTES_CHANNEL]: { [route.nodeId]: route.name } }),
  };
}

/** The compiler's view of the flow: where each node leads, in LangGraph node names (END for End nodes). */
export class SeqTopology {
  constructor(private readonly flow: SeqFlow) {}

  graphNodes(): FlowNode[] {
    return [...this.flow.nodes.values()].filter((node) => GRAPH_NODES.has(node.data.name));
  }

  /** The graph node an edge into `target` leads to: End → END, Loop → its Loop To node. */
  resolveTarget(target: FlowNode): string {
    if (target.data.name === 'seqEnd') return END;
    if (target.data.name !== 'seqLoop') return target.id;
    const name = target.data.inputs?.loopToName;
    const wanted = typeof name === 'string' ? name.trim() : '';
    const found = this.graphNodes().find((node) => seqNodeName(node) === wanted);
    if (!found)
      throw new SequentialFlowError(
        `Loop ${describeNode(target)} loops to "${wanted}", which no Agent, LLM Node or other node is named: set Loop To to one of ${this.graphNodes()
          .map((node) => `"${seqNodeName(node)}"`)
          .join(', ')}`,
      );
    return found.id;
  }

  exits(nodeId: string): string[] {
    const targets = edgesFrom(this.flow, nodeId).flatMap((edge) => {
      const target = this.flow.nodes.get(edge.target);
      return target ? [this.resolveTarget(target)] : [];
    });
    return [...new Set(targets)];
  }

  /** Plain predecessors of a node (not routers, not Start): two or more make it wait for all (fan-in). */
  joinSources(nodeId: string): string[] {
    const sources = this.flow.edges
      .filter((edge) => edge.target === nodeId)
      .map((edge) => this.flow.nodes.get(edge.source))
      .filter(
        (node): node is FlowNode =>
          node !== undefined && GRAPH_NODES.has(node.data.name) && !ROUTERS.has(node.data.name),
      )
      .map((node) => node.id);
    const unique = [...new Set(sources)];
    return unique.length >= 2 ? unique : [];
  }

  /** Targets of a router's chosen output; End (or no edge for `End`) ends the run. */
  routeTargets(router: FlowNode, route: string): string[] {
    const edges = edgesFrom(this.flow, router.id).filter((edge) => sameOutputName(outputNameOf(edge), route));
    if (edges.length === 0) {
      if (sameOutputName(route, 'End')) return [END];
      const outputs = edgesFrom(this.flow, router.id).map((edge) => `"${outputNameOf(edge)}"`);
      throw new Error(
        `${describeNode(router)} chose the output "${route}", which is not connected: connect it, or make the condition return one of ${outputs.join(', ')} or "End"`,
      );
    }
    return [
      ...new Set(
        edges.flatMap((edge) => {
          const target = this.flow.nodes.get(edge.target);
          return target ? [this.resolveTarget(target)] : [];
        }),
      ),
    ];
  }

  /** Nodes whose answer is the flow's: they lead to End directly or through a Condition that can end. */
  answeringNodes(): Set<string> {
    const endsHere = (id: string): boolean => this.exits(id).includes(END) || this.exits(id).length === 0;
    const answering = new Set<string>();
    for (const node of this.graphNodes()) {
      if (ROUTERS.has(node.data.name)) continue;
      const viaRouter = this.exits(node.id).some((id) => {
        const next = this.flow.nodes.get(id);
        return next !== undefined && ROUTERS.has(next.data.name) && this.exits(id).includes(END);
      });
      if (endsHere(node.id) || viaRouter) answering.add(node.id);
    }
    return answering;
  }

  /** Tools of the Tool Nodes that name this LLM Node (the LLM can call them). */
  toolNodeTools(llmNode: FlowNode, inputsOf: (node: FlowNode) => Record<string, unknown>): StructuredTool[] {
    return nodesNamed(this.flow, 'seqToolNode')
      .filter((toolNode) => {
        const value = toolNode.data.inputs?.llmNode;
        const linked = typeof value === 'string' && value.includes(`{{${llmNode.id}.data.instance}}`);
        return (
          linked || this.flow.edges.some((edge) => edge.source === llmNode.id && edge.target === toolNode.id)
        );
      })
      .flatMap((toolNode) => toolsInput(inputsOf(toolNode), 'tools'));
  }
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
