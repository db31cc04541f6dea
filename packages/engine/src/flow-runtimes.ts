import type { ChatflowType } from '@loomflow/core';
import { agentflowRuntime, assistantRuntime } from './agentflow-runtime.ts';
import { chatflowRuntime } from './chatflow/chatflow-runtime.ts';
import type { FlowRuntime } from './flow-runtime.ts';
import { sequentialRuntime } from './sequential/sequential-runtime.ts';

/** Runtimes by flow type (the server's, and tests' with kinds of their own). */
export type FlowRuntimes = Readonly<Record<string, FlowRuntime>>;

/** The runtime of every flow type: the one place a flow's type chooses how it is checked, streamed and run. */
export const FLOW_RUNTIMES: { readonly [Type in ChatflowType]: FlowRuntime } = {
  CHATFLOW: chatflowRuntime,
  AGENTFLOW: agentflowRuntime,
  MULTIAGENT: sequentialRuntime,
  ASSISTANT: assistantRuntime,
};

/** The runtime of a flow type; undefined for a type none runs. */
export function flowRuntimeOf(type: string, runtimes: FlowRuntimes = FLOW_RUNTIMES): FlowRuntime | undefined {
  return Object.hasOwn(runtimes, type) ? runtimes[type] : undefined;
}
