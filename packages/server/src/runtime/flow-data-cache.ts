import { readFlowData, type FlowData } from '@loomflow/core';
import { pastTurnsSent } from '@loomflow/nodes';
import type { ChatFlowRow } from '../db/schema.ts';
import { badRequest } from '../errors/app-error.ts';

/** What a run of a flow reads from storage besides the flow itself. */
export interface FlowReads {
  /** Workspace variables: `$vars` in its templates or code, or nodes that may run stored custom tool code. */
  readonly vars: boolean;
  /** The session's stored messages: nodes with memory, or `{{ chat_history }}` in a template. */
  readonly history: boolean;
  /**
   * How many of the session's latest turns the run can send to a model, from the saved inputs: 0 when none
   * (memory off on every model node, or the Start node's ephemeral memory), the largest window when every node
   * that reads them keeps one; undefined when some node may read them all. A request that overrides node inputs
   * may change this: callers then read them all.
   */
  readonly historyTurns: number | undefined;
}

interface ParsedFlow {
  /** The flowData text it was parsed from: the same id and date with other content (an import) parses anew. */
  readonly text: string;
  readonly flowData: FlowData;
  readonly reads: FlowReads;
}

/** Nodes that never see `$vars` other than through the flow's own text (templates, code). */
const NODES_WITHOUT_STORED_CODE = new Set([
  'startAgentflow',
  'directReplyAgentflow',
  'stickyNoteAgentflow',
  'loopAgentflow',
  'conditionAgentflow',
  'conditionAgentAgentflow',
  'llmAgentflow',
  'humanInputAgentflow',
  'httpAgentflow',
  'iterationAgentflow',
  'retrieverAgentflow',
  'customFunctionAgentflow',
  'executeFlowAgentflow',
]);

/** Nodes that never read the session's past messages (`{{ chat_history }}` aside). */
const NODES_WITHOUT_MEMORY = new Set([
  'startAgentflow',
  'directReplyAgentflow',
  'stickyNoteAgentflow',
  'loopAgentflow',
  'conditionAgentflow',
  'httpAgentflow',
  'iterationAgentflow',
  'retrieverAgentflow',
  'customFunctionAgentflow',
  'executeFlowAgentflow',
]);

/**
 * Parsed flows by id, with the text they came from: a flow is read many times between two saves. The same parsed
 * object comes back for the same text, so the engine's plan of it (validation, graph) is made once too. The least
 * recently run flow goes first.
 */
const parsedFlows = new Map<string, ParsedFlow>();
export const PARSED_FLOWS_KEPT = 500;

function parsed(flow: ChatFlowRow): ParsedFlow {
  const cached = parsedFlows.get(flow.id);
  if (cached?.text === flow.flowData) {
    // Kept with the text just read: a run's later look-ups compare the same string, not its characters again.
    return keep(flow.id, { ...cached, text: flow.flowData });
  }
  const flowData = parseFlowText(flow);
  return keep(flow.id, { text: flow.flowData, flowData, reads: flowReadsOf(flow.flowData, flowData) });
}

function keep(id: string, entry: ParsedFlow): ParsedFlow {
  parsedFlows.delete(id);
  parsedFlows.set(id, entry);
  while (parsedFlows.size > PARSED_FLOWS_KEPT) {
    const oldest = parsedFlows.keys().next();
    if (oldest.done) break;
    parsedFlows.delete(oldest.value);
  }
  return entry;
}

/** The flow graph of a flow row (parsed once per saved version). */
export function parseFlowData(flow: ChatFlowRow): FlowData {
  return parsed(flow).flowData;
}

/** What a run of the flow needs read besides the flow (worked out once per saved version). */
export function flowReads(flow: ChatFlowRow): FlowReads {
  return parsed(flow).reads;
}

function flowReadsOf(text: string, flowData: FlowData): FlowReads {
  const names = flowData.nodes.map((node) => node.data.name);
  return {
    vars: text.includes('$vars') || names.some((name) => !NODES_WITHOUT_STORED_CODE.has(name)),
    history: text.includes('chat_history') || names.some((name) => !NODES_WITHOUT_MEMORY.has(name)),
    historyTurns: historyTurnsOf(text, flowData),
  };
}

function historyTurnsOf(text: string, flowData: FlowData): number | undefined {
  // The engine runs an agentflow whose Start node has ephemeral memory without the session's messages.
  const start = flowData.nodes.find((node) => node.data.name === 'startAgentflow');
  const ephemeral = start?.data.inputs?.startEphemeralMemory;
  if (ephemeral === true || ephemeral === 'true') return 0;
  if (text.includes('chat_history')) return undefined;
  let turns = 0;
  for (const node of flowData.nodes) {
    if (NODES_WITHOUT_MEMORY.has(node.data.name)) continue;
    const sent = pastTurnsSent(node.data.name, node.data.inputs ?? {});
    if (sent === undefined) return undefined;
    turns = Math.max(turns, sent);
  }
  return turns;
}

function parseFlowText(flow: ChatFlowRow): FlowData {
  let raw: unknown;
  try {
    raw = JSON.parse(flow.flowData);
  } catch {
    throw badRequest(`Flow ${flow.id} cannot run: its flowData is not valid JSON`);
  }
  const result = readFlowData(raw);
  if (!result.ok)
    throw badRequest(
      `Flow ${flow.id} cannot run: ${result.issues[0]?.message ?? 'its flowData is not a flow'}`,
    );
  return result.flowData;
}
