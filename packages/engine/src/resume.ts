import type { ChatTurn } from '@loomflow/nodes/runtime';
import type { BlockStart, EdgeStatus, NodeStatus } from './block-scheduler.ts';
import { downstreamOf, LOOP_NODE_NAME, type FlowGraph } from './graph.ts';
import type { ExecutedNode, ResumeFrom } from './run.types.ts';

/** How a paused run picks up again: its kept records, and the top-level block restored around the paused node. */
export interface ResumePlan {
  readonly records: readonly ExecutedNode[];
  readonly messages: readonly ChatTurn[];
  readonly outputs: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  readonly start: BlockStart;
}

/**
 * Restores a paused run: finished nodes keep their records and outputs and are not run again; the paused node
 * runs again with the person's answer, then only what lies downstream of it. Nodes of other branches that had
 * not run yet are left out (never re-run, never started late). Answers an error message when nothing waits.
 */
export function planResume(graph: FlowGraph, resume: ResumeFrom): ResumePlan | string {
  const nodeId = resume.humanInput.startNodeId;
  const paused = resume.executionData.find(
    (record) => record.nodeId === nodeId && record.status === 'STOPPED',
  );
  if (!paused || !graph.nodes.has(nodeId)) {
    return `Nothing to resume: node "${nodeId}" is not waiting for human input in this execution`;
  }
  const top = new Set(graph.top.nodeIds);
  const again = downstreamOf(graph, nodeId, top);
  const finished = new Map<string, ExecutedNode>();
  for (const record of resume.executionData) {
    if (record.status === 'FINISHED' && record.data.parentNodeId === undefined)
      finished.set(record.nodeId, record);
  }
  const nodeStatus = new Map<string, NodeStatus>();
  const edgeStatus = new Map<string, EdgeStatus>();
  const outputs = new Map<string, Readonly<Record<string, unknown>>>();
  for (const id of top) {
    const record = finished.get(id);
    if (record) outputs.set(id, record.data.output);
    if (again.has(id)) {
      nodeStatus.set(id, 'pending');
      continue;
    }
    nodeStatus.set(id, record ? 'done' : 'skipped');
    for (const edge of graph.outgoing.get(id) ?? []) {
      const taken = record?.data.takenOutputs;
      const skip =
        !record ||
        (edge.outputIndex !== undefined && taken !== undefined && !taken.includes(edge.outputIndex));
      edgeStatus.set(edge.id, skip ? 'skipped' : 'taken');
    }
  }
  const records = resume.executionData.filter((record) => record !== paused);
  // The paused node's words (its question to the person) stay part of the conversation.
  const messages = resume.executionData.flatMap((record) => record.data.chatHistory ?? []);
  const resumeAction = resume.action ?? paused.data.action;
  return {
    records,
    messages,
    outputs,
    start: {
      nodeStatus,
      edgeStatus,
      launch: [nodeId],
      humanInput: resume.humanInput,
      loopCounts: loopRounds(graph, resume.executionData),
      ...(resumeAction ? { resumeAction } : {}),
    },
  };
}

/**
 * Rounds taken by each top-level loop node: one finished record per round (the record of a loop that had reached
 * its maximum counts too, which keeps it at or above the maximum).
 */
function loopRounds(graph: FlowGraph, records: readonly ExecutedNode[]): Map<string, number> {
  const rounds = new Map<string, number>();
  for (const record of records) {
    if (record.status !== 'FINISHED' || record.data.parentNodeId !== undefined) continue;
    if (graph.nodes.get(record.nodeId)?.name !== LOOP_NODE_NAME) continue;
    rounds.set(record.nodeId, (rounds.get(record.nodeId) ?? 0) + 1);
  }
  return rounds;
}
