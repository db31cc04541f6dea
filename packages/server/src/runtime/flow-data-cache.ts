import { flowDataSchema, type FlowData } from '@loomflow/core';
import type { ChatFlowRow } from '../db/schema.ts';
import { badRequest } from '../http/app-error.ts';

/** Parsed flows by id and version: a flow is read many times between two saves. */
const parsedFlows = new Map<string, { readonly version: string; readonly flowData: FlowData }>();
const PARSED_FLOWS_KEPT = 500;

/** The flow graph of a flow row (parsed once per saved version). */
export function parseFlowData(flow: ChatFlowRow): FlowData {
  const cached = parsedFlows.get(flow.id);
  if (cached?.version === flow.updatedDate) return cached.flowData;
  const flowData = parseFlowText(flow);
  if (parsedFlows.size >= PARSED_FLOWS_KEPT) parsedFlows.clear();
  parsedFlows.set(flow.id, { version: flow.updatedDate, flowData });
  return flowData;
}

function parseFlowText(flow: ChatFlowRow): FlowData {
  let raw: unknown;
  try {
    raw = JSON.parse(flow.flowData);
  } catch {
    throw badRequest(`Flow ${flow.id} cannot run: its flowData is not valid JSON`);
  }
  const parsed = flowDataSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(`Flow ${flow.id} cannot run: its flowData is not a flow`);
  return parsed.data;
}
