import {
  parseFlowDataAsWritten,
  validateFlow,
  type ChatflowType,
  type FlowData,
  type FlowValidationIssue,
} from '@loomflow/core';
import { resolveNodeType } from './node-registry.ts';

export type FlowCheck =
  | { readonly ok: true; readonly flowData: FlowData }
  | { readonly ok: false; readonly issues: readonly FlowValidationIssue[] };

/**
 * What a save checks (the server) and a run re-checks (the engine): `flowData` is JSON of React Flow's shape and
 * every node and edge fits the node types of the registry and the Flowise catalog.
 */
export function checkFlowData(flowDataText: string, flowType: ChatflowType): FlowCheck {
  const parsed = parseFlowDataAsWritten(flowDataText);
  if (!parsed.ok) return parsed;
  const issues = validateFlow(parsed.flowData, { flowType, resolve: resolveNodeType });
  return issues.length === 0 ? { ok: true, flowData: parsed.flowData } : { ok: false, issues };
}
