import type { FlowInvoker } from '@loomflow/nodes/runtime';
import type { Repositories } from '../db/repositories/index.ts';
import { MAX_FLOW_CALL_DEPTH } from './run-limits.ts';

/** Runs a flow of a workspace inside a run (no client, no stored chat messages). */
export interface NestedFlowRunner {
  runNested(request: {
    readonly workspaceId: string;
    readonly flowId: string;
    readonly question: string;
    readonly sessionId?: string | undefined;
    readonly overrideConfig?: Readonly<Record<string, unknown>> | undefined;
    readonly signal: AbortSignal;
    readonly depth: number;
  }): Promise<{ readonly text: string; readonly json?: unknown }>;
}

/**
 * The Execute Flow node's and flows-as-tools' way to other flows: only flows of the same workspace, at most
 * `MAX_FLOW_CALL_DEPTH` calls deep (a flow calling itself stops there with a clear error).
 */
export function createFlowInvoker(
  repos: Repositories,
  runner: NestedFlowRunner,
  workspaceId: string,
  depth: number,
): FlowInvoker {
  return {
    async invoke(request) {
      if (depth >= MAX_FLOW_CALL_DEPTH) {
        throw new Error(
          `Flows call other flows more than ${MAX_FLOW_CALL_DEPTH} levels deep (stopped before flow ${request.flowId}): check for flows calling each other in a circle`,
        );
      }
      return runner.runNested({
        workspaceId,
        flowId: request.flowId,
        question: request.question,
        sessionId: request.sessionId,
        overrideConfig: request.overrideConfig,
        signal: request.signal,
        depth: depth + 1,
      });
    },
    async list() {
      const rows = await repos.chatflows.list(workspaceId, {
        types: ['CHATFLOW', 'MULTIAGENT', 'AGENTFLOW', 'ASSISTANT'],
      });
      return rows.map((row) => ({ id: row.id, name: row.name, type: row.type }));
    },
  };
}
