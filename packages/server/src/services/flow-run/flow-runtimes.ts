import type { FlowRuntime, FlowRuntimes } from '@loomflow/engine';
import type { ChatFlowRow } from '../../db/schema.ts';
import { parseFlowData } from '../../runtime/flow-data-cache.ts';
import { loadNodeRuntime } from '../../runtime/node-runtime.ts';

/** Where the server's flow runtimes come from (tests bring kinds of their own). */
export type FlowRuntimeSource = () => Promise<FlowRuntimes>;

/** The engine's runtime of every flow type, loaded with the node runtime on first use. */
export const engineFlowRuntimes: FlowRuntimeSource = async () =>
  (await loadNodeRuntime()).engine.FLOW_RUNTIMES;

/** The runtime of a flow type; undefined for a type none runs. */
export async function flowRuntimeOf(
  type: string,
  source: FlowRuntimeSource = engineFlowRuntimes,
): Promise<FlowRuntime | undefined> {
  const [{ engine }, runtimes] = await Promise.all([loadNodeRuntime(), source()]);
  return engine.flowRuntimeOf(type, runtimes);
}

/** Why a flow of a type no runtime runs is refused (501). */
export function notRunnableMessage(type: string): string {
  return `This flow is a ${type}: only chatflows (CHATFLOW), agentflows (AGENTFLOW), agentflows v1 (MULTIAGENT) and custom assistants (ASSISTANT) run for now`;
}

/** Whether a flow's answer streams (`GET /chatflows-streaming/{id}`); no for a type none runs. */
export async function flowStreams(
  flow: ChatFlowRow,
  source: FlowRuntimeSource = engineFlowRuntimes,
): Promise<boolean> {
  const runtime = await flowRuntimeOf(flow.type, source);
  return runtime?.canStream(() => parseFlowData(flow)) ?? false;
}
