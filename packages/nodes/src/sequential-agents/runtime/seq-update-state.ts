import { isRecord } from '@loomflow/core';
import { rowsOf, textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import type { SeqNodeContext } from './seq-node-context.ts';
import { runSeqCode } from './seq-sandbox.ts';
import { flowObject, resolveVariable } from './seq-variables.ts';

/**
 * Update State (table or code) after a node ran: the table's `key → value` rows (values may name `$flow.output…`,
 * `$flow.state…`, `$vars…`), or the object the code returns. Keys must be custom state channels.
 */
export async function seqStateUpdates(
  context: SeqNodeContext,
  output: Readonly<Record<string, unknown>>,
  nodeId: string,
): Promise<Record<string, unknown>> {
  const tab = textOf(context.inputs[`selectedUpdateStateMemoryTab_${nodeId}`]) || 'updateStateMemoryUI';
  const flow = flowObject(context, output);
  const updates: Record<string, unknown> = {};
  if (tab === 'updateStateMemoryCode') {
    const code = textOf(context.inputs.updateStateMemoryCode).trim();
    if (code === '') return updates;
    const result = await runSeqCode(context, code, { $flow: flow }, `Update State of "${context.nodeName}"`);
    if (!isRecord(result))
      throw new Error(
        `Update State of "${context.nodeName}" must return an object of state keys, got ${textOf(result)}`,
      );
    Object.assign(updates, result);
  } else {
    for (const row of rowsOf(context.inputs.updateStateMemoryUI)) {
      const key = textOf(row.key).trim();
      if (key !== '') updates[key] = resolveVariable(textOf(row.value), flow, context.vars);
    }
  }
  for (const key of Object.keys(updates)) {
    if (key === 'messages' || !(key in context.state))
      throw new Error(
        `"${context.nodeName}" updates state key "${key}", which the State node does not declare: add it to the State node`,
      );
  }
  return updates;
}
