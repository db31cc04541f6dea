import { END } from '@langchain/langgraph';
import type { StructuredTool } from '@langchain/core/tools';
import type { FlowNode } from '@loomflow/core';
import { toolsInput } from '@loomflow/nodes/runtime';
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

/** Node types that become LangGraph nodes. */
export const GRAPH_NODES: ReadonlySet<string> = new Set([
  'seqAgent',
  'seqLLMNode',
  'seqToolNode',
  'seqCondition',
  'seqConditionAgent',
  'seqCustomFunction',
  'seqExecuteFlow',
]);
export const ROUTERS: ReadonlySet<string> = new Set(['seqCondition', 'seqConditionAgent']);

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

  /**
   * Nodes whose answer is the flow's as they write it: they lead to End directly (or nowhere). A node that
   * reaches End only through a Condition may run again (a loop) or hand over to another node: its words are the
   * agents' reasoning, and the run's answer is sent once it ends (as Flowise does).
   */
  answeringNodes(): Set<string> {
    const answering = new Set<string>();
    for (const node of this.graphNodes()) {
      if (ROUTERS.has(node.data.name)) continue;
      const exits = this.exits(node.id);
      if (exits.includes(END) || exits.length === 0) answering.add(node.id);
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
