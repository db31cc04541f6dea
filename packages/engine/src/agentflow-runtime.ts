import { findNodeExecutor } from '@loomflow/nodes/runtime';
import { problemsByNode } from './flow-problems.ts';
import type { FlowRuntime } from './flow-runtime.ts';
import { runAgentflow } from './run-agentflow.ts';
import { validateAgentflow } from './validate-agentflow.ts';

/** Agentflow v2 (AGENTFLOW): the engine's own graph runner, with execution records and Human Input pauses. */
export const agentflowRuntime: FlowRuntime = {
  keeps: {
    execution: true,
    pausedRun: 'humanInput resumes a run stopped at a Human Input node',
    checkpoints: false,
  },
  readsPastMessages: true,
  readsFileContent: false,
  nestable: true,
  validate: (flowData) => problemsByNode(flowData, validateAgentflow(flowData, findNodeExecutor)),
  canStream: () => true,
  run: (request, onEvent) => runAgentflow(request, onEvent),
};

/**
 * A custom assistant's generated flow (ASSISTANT) is an agentflow v2; its answer is not offered as a stream, and
 * other flows do not run it.
 */
export const assistantRuntime: FlowRuntime = {
  ...agentflowRuntime,
  nestable: false,
  canStream: () => false,
};
