import { sanitizeFlowForExport } from '@loomflow/core';
import type { ChatflowType, FlowData } from '@loomflow/core';
import { readFlowText } from './read-flow-text.ts';
import type { FlowTextRead } from './read-flow-text.ts';

const TYPE_TITLES: Readonly<Record<ChatflowType, string>> = {
  CHATFLOW: 'Chatflow',
  AGENTFLOW: 'Agentflow',
  MULTIAGENT: 'Agents',
  ASSISTANT: 'Assistant',
};

/** The export's file name, as Flowise names it: `<name> Chatflow.json`. */
export function flowFileName(name: string, type: ChatflowType): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Untitled';
  return `${safe} ${TYPE_TITLES[type]}.json`;
}

/**
 * One flow as an export file (Flowise's single-flow export shape, `{nodes, edges}`), sanitised as the workspace
 * export is: no credentials, passwords, files or folders.
 */
export function flowExportText(flowData: FlowData): string {
  return JSON.stringify(sanitizeFlowForExport(flowData), null, 2);
}

/** Agentflow v2 nodes are drawn as `agentFlow`; chatflows and agentflow v1 as `customNode`. */
function isAgentflowV2(flowData: FlowData): boolean {
  return flowData.nodes.some((node) => node.type === 'agentFlow' || node.type === 'iteration');
}

/**
 * Reads a flow file to load on a canvas of `flowType`: leniently (Flowise or Loomflow), refusing with a message a
 * file that is not one flow, holds no nodes, or is an agentflow v2 for another canvas (or the other way round).
 */
export function readFlowFile(text: string, flowType: ChatflowType): FlowTextRead {
  const read = readFlowText(text);
  if (!read.ok) return read;
  if (read.flowData.nodes.length === 0) return { ok: false, message: 'This flow file holds no nodes.' };
  const v2 = isAgentflowV2(read.flowData);
  if (v2 && flowType !== 'AGENTFLOW') {
    return { ok: false, message: 'This file is an agentflow (v2): load it on an agentflow canvas.' };
  }
  if (!v2 && flowType === 'AGENTFLOW') {
    return {
      ok: false,
      message: 'This file is not an agentflow (v2): load it on a chatflow or agents canvas.',
    };
  }
  return read;
}
