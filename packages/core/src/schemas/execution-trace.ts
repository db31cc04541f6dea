import { z } from 'zod';
import type { FlowData } from '../flow/flow-data.schema.ts';
import { executionSchema, executionStateSchema } from './execution.ts';

/**
 * What an execution's trace shows of its flow: where each node sits and how they connect, nothing of their
 * inputs (a public execution page draws this without access to the flow).
 */
export const traceGraphNodeSchema = z.object({
  id: z.string(),
  /** `agentFlow`, `iteration` or a chatflow node type. */
  type: z.string(),
  name: z.string(),
  label: z.string(),
  position: z.object({ x: z.number(), y: z.number() }),
  /** The iteration container holding it. */
  parentId: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  color: z.string().optional(),
});
export type TraceGraphNode = z.infer<typeof traceGraphNodeSchema>;

export const traceGraphEdgeSchema = z.object({
  id: z.string(),
  source: z.string(),
  target: z.string(),
  sourceHandle: z.string().nullable(),
  targetHandle: z.string().nullable(),
});
export type TraceGraphEdge = z.infer<typeof traceGraphEdgeSchema>;

export const traceGraphSchema = z.object({
  nodes: z.array(traceGraphNodeSchema),
  edges: z.array(traceGraphEdgeSchema),
});
export type TraceGraph = z.infer<typeof traceGraphSchema>;

const NOT_RUN_TYPES: ReadonlySet<string> = new Set(['stickyNote']);

/** The trace graph of a flow: positions, labels and edges only (sticky notes left out). */
export function traceGraphOf(flow: FlowData): TraceGraph {
  const nodes = flow.nodes
    .filter((node) => !NOT_RUN_TYPES.has(node.type ?? '') && node.data.name !== 'stickyNoteAgentflow')
    .map((node): TraceGraphNode => {
      const { width, height } = node;
      return {
        id: node.id,
        type: node.type ?? 'customNode',
        name: node.data.name,
        label: node.data.label ?? node.data.name,
        position: { x: node.position.x, y: node.position.y },
        ...(node.parentNode === undefined ? {} : { parentId: node.parentNode }),
        ...(typeof width === 'number' ? { width } : {}),
        ...(typeof height === 'number' ? { height } : {}),
        ...(node.data.color === undefined ? {} : { color: node.data.color }),
      };
    });
  const kept = new Set(nodes.map((node) => node.id));
  const edges = flow.edges
    .filter((edge) => kept.has(edge.source) && kept.has(edge.target))
    .map((edge): TraceGraphEdge => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      sourceHandle: edge.sourceHandle ?? null,
      targetHandle: edge.targetHandle ?? null,
    }));
  return { nodes, edges };
}

/**
 * `GET /executions/{id}`: one execution with the graph of its flow (empty when the flow is gone), so its trace
 * opens with one request.
 */
export const executionWithGraphSchema = executionSchema.extend({ graph: traceGraphSchema });
export type ExecutionWithGraph = z.infer<typeof executionWithGraphSchema>;

/** `GET /public-executions/{id}`: a shared execution, secrets removed, with the graph of its flow. */
export const publicExecutionSchema = executionWithGraphSchema;
export type PublicExecution = ExecutionWithGraph;

/**
 * One node record of `executionData` as a trace reads it (compat reference: Execution records). Loose: records
 * written by Flowise or older versions lack the timing fields.
 */
export const executedNodeRecordSchema = z.looseObject({
  nodeId: z.string(),
  nodeLabel: z.string().catch(''),
  status: executionStateSchema.catch('FINISHED'),
  previousNodeIds: z.array(z.string()).catch([]),
  data: z
    .looseObject({
      name: z.string().optional(),
      input: z.record(z.string(), z.unknown()).optional(),
      output: z.record(z.string(), z.unknown()).optional(),
      state: z.record(z.string(), z.unknown()).optional(),
      error: z.string().optional(),
      usage: z
        .looseObject({ inputTokens: z.number(), outputTokens: z.number(), totalTokens: z.number() })
        .optional(),
      startedAt: z.string().optional(),
      finishedAt: z.string().optional(),
      durationMs: z.number().optional(),
      iterationIndex: z.number().optional(),
      parentNodeId: z.string().optional(),
    })
    .catch({}),
});
export type ExecutedNodeRecord = z.infer<typeof executedNodeRecordSchema>;

/** The node records of an execution's `executionData` text; unreadable text or entries are left out. */
export function parseExecutionRecords(executionData: string): ExecutedNodeRecord[] {
  let value: unknown;
  try {
    value = JSON.parse(executionData);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const records: ExecutedNodeRecord[] = [];
  for (const entry of value) {
    const parsed = executedNodeRecordSchema.safeParse(entry);
    if (parsed.success) records.push(parsed.data);
  }
  return records;
}
