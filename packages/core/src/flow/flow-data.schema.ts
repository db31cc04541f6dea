import { isRecord } from '../json/json-object.ts';
import { z } from 'zod';
import { normaliseFlowData } from './normalise-flow-data.ts';

/**
 * `flowData` of a flow: React Flow's `{nodes, edges, viewport}` as Flowise 3.x saves it. Every object is loose —
 * fields this schema does not name are kept — so a Flowise flow read, edited and written back keeps everything.
 * Read flows with `readFlowData` / `parseFlowData`, which normalise first (`normalise-flow-data.ts`): this schema
 * alone refuses values Flowise writes in other shapes (numeric anchor names, `null` in optional fields).
 */

export const flowPositionSchema = z.looseObject({ x: z.number(), y: z.number() });
export type FlowPosition = z.infer<typeof flowPositionSchema>;

export const flowViewportSchema = z.looseObject({ x: z.number(), y: z.number(), zoom: z.number() });
export type FlowViewport = z.infer<typeof flowViewportSchema>;

/** An input of a node on a canvas: a parameter or an anchor (see `InputParam` for the full declaration). */
export const flowInputSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string(),
  label: z.string().optional(),
  type: z.string().optional(),
  list: z.boolean().optional(),
  acceptVariable: z.boolean().optional(),
  display: z.boolean().optional(),
  tabIdentifier: z.string().optional(),
});
export type FlowInput = z.infer<typeof flowInputSchema>;

/** An option of an `options` output anchor. */
export const flowOutputOptionSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  label: z.string().optional(),
  type: z.string().optional(),
});
export type FlowOutputOption = z.infer<typeof flowOutputOptionSchema>;

/** An output anchor: a handle (`id`) or, for nodes with several outputs, a list of options. */
export const flowOutputAnchorSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  label: z.string().optional(),
  type: z.string().optional(),
  options: z.array(flowOutputOptionSchema).optional(),
  default: z.string().optional(),
});
export type FlowOutputAnchor = z.infer<typeof flowOutputAnchorSchema>;

/** Spec §3 Node, as the `data` of a canvas node. */
export const flowNodeDataSchema = z.looseObject({
  id: z.string().optional(),
  label: z.string().optional(),
  name: z.string().min(1),
  type: z.string().optional(),
  category: z.string().optional(),
  version: z.number().optional(),
  color: z.string().optional(),
  description: z.string().optional(),
  baseClasses: z.array(z.string()).optional(),
  hideInput: z.boolean().optional(),
  hideOutput: z.boolean().optional(),
  inputParams: z.array(flowInputSchema).optional(),
  inputAnchors: z.array(flowInputSchema).optional(),
  /** Values by parameter name. */
  inputs: z.record(z.string(), z.unknown()).optional(),
  outputAnchors: z.array(flowOutputAnchorSchema).optional(),
  /** For nodes with an `options` output anchor: the chosen option by anchor name. */
  outputs: z.record(z.string(), z.unknown()).optional(),
  credential: z.string().optional(),
  selected: z.boolean().optional(),
  /** Run status shown on agentflow nodes (never needed in saved flows). */
  status: z.string().optional(),
  error: z.string().optional(),
});
export type FlowNodeData = z.infer<typeof flowNodeDataSchema>;

/** A React Flow node. `type` is `agentFlow`, `customNode`, `stickyNote` or `iteration`. */
export const flowNodeSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().optional(),
  position: flowPositionSchema,
  positionAbsolute: flowPositionSchema.optional(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  parentNode: z.string().optional(),
  extent: z.unknown().optional(),
  selected: z.boolean().optional(),
  data: flowNodeDataSchema,
});
export type FlowNode = z.infer<typeof flowNodeSchema>;

/** A React Flow edge; handles are `<nodeId>-output-…` and `<nodeId>-input-…` (or the target node's id). */
export const flowEdgeSchema = z.looseObject({
  id: z.string().min(1),
  source: z.string().min(1),
  target: z.string().min(1),
  sourceHandle: z.string().nullish(),
  targetHandle: z.string().nullish(),
  type: z.string().optional(),
  data: z.unknown().optional(),
});
export type FlowEdge = z.infer<typeof flowEdgeSchema>;

export const flowDataSchema = z.looseObject({
  nodes: z.array(flowNodeSchema),
  edges: z.array(flowEdgeSchema),
  viewport: flowViewportSchema.optional(),
});
export type FlowData = z.infer<typeof flowDataSchema>;

/** The issues of a parse, each with its JSON path (`nodes.3.data.name`). */
export interface FlowIssue {
  readonly path: string;
  readonly message: string;
}

export type FlowDataRead = { ok: true; flowData: FlowData } | { ok: false; issues: FlowIssue[] };

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Who an issue is about: `Node "Condition Agent" (conditionAgentAgentflow_0)`, `Edge e1`, or none. */
function subjectOf(flowData: unknown, path: readonly PropertyKey[]): string | undefined {
  const [list, index] = path;
  if ((list !== 'nodes' && list !== 'edges') || typeof index !== 'number' || !isRecord(flowData))
    return undefined;
  const items = flowData[list];
  const item: unknown = Array.isArray(items) ? items[index] : undefined;
  const record = isRecord(item) ? item : {};
  if (list === 'edges') return `Edge ${textOf(record.id) ?? index + 1}`;
  const data = isRecord(record.data) ? record.data : {};
  const id = textOf(record.id) ?? textOf(data.id);
  const label = textOf(data.label) ?? textOf(data.name);
  const named = label ? `Node "${label}"` : `Node ${index + 1}`;
  return id ? `${named} (${id})` : named;
}

/**
 * Reads a `flowData` value (parsed JSON) as Flowise does: normalised first (`normaliseFlowData`), then checked.
 * Every problem names its node (label and id) or edge, and its field.
 */
export function readFlowData(value: unknown): FlowDataRead {
  const normalised = normaliseFlowData(value);
  const parsed = flowDataSchema.safeParse(normalised);
  if (parsed.success) return { ok: true, flowData: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => {
      const subject = subjectOf(normalised, issue.path);
      const field = issue.path.slice(2).map(String).join('.');
      return {
        path: ['flowData', ...issue.path.map(String)].join('.'),
        message: subject ? `${subject}: ${field || 'value'}: ${issue.message}` : issue.message,
      };
    }),
  };
}

/** Parses `flowData` text; answers the (normalised) data or the problems, never throws. */
export function parseFlowData(text: string): FlowDataRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ path: 'flowData', message: `flowData is not valid JSON: ${reason}` }] };
  }
  return readFlowData(value);
}
