import { isRecord, parseFlowData } from '@loomflow/core';
import type { FlowData } from '@loomflow/core';

export type FlowTextRead =
  { readonly ok: true; readonly flowData: FlowData } | { readonly ok: false; readonly message: string };

/** Keys of Loomflow's and Flowise's workspace export files (many flows, credentials…), not one flow. */
const WORKSPACE_EXPORT_KEYS = ['ChatFlow', 'AgentFlow', 'AgentFlowV2', 'AssistantFlow', 'Tool', 'Variable'];

/**
 * Reads one flow from pasted text or a loaded file, leniently as every flow read is (`parseFlowData`): Flowise's and
 * Loomflow's single-flow export (`{nodes, edges}`), or a saved flow's row whose `flowData` holds that as text.
 * Anything else answers a message saying what the text is not.
 */
export function readFlowText(text: string): FlowTextRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This is not a flow file: it is not JSON.' };
  }
  if (!isRecord(value))
    return { ok: false, message: 'This is not a flow file: it holds no nodes and edges.' };
  if (WORKSPACE_EXPORT_KEYS.some((key) => Array.isArray(value[key]))) {
    return {
      ok: false,
      message: 'This is a workspace export, not one flow: import it with Import in the user menu.',
    };
  }
  const flowText = typeof value.flowData === 'string' ? value.flowData : JSON.stringify(value);
  const holdsNodes = typeof value.flowData === 'string' || Array.isArray(value.nodes);
  if (!holdsNodes) return { ok: false, message: 'This is not a flow file: it holds no nodes and edges.' };
  const parsed = parseFlowData(flowText);
  if (!parsed.ok) {
    const first = parsed.issues[0];
    return {
      ok: false,
      message: `This flow cannot be read: ${first?.message ?? 'unknown problem'} (${first?.path ?? 'flowData'}).`,
    };
  }
  return { ok: true, flowData: parsed.flowData };
}
