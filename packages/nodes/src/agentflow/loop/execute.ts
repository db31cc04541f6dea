import type { NodeName } from '../../node-registry.ts';
import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { numberOf, textOf } from '../runtime-shared/input-guards.ts';
import { fromSync } from '../runtime-shared/sync-executor.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { stateUpdates } from '../runtime-shared/update-state.ts';
import { loopAgentflow } from './definition.ts';

/** The node id of a Loop Back To value, stored as `<nodeId>-<label>` (or just the id when typed by hand). */
export function loopTargetId(value: string): string {
  const text = value.trim();
  const dash = text.indexOf('-');
  return dash > 0 ? text.slice(0, dash) : text;
}

function run(context: NodeRunContext): NodeRunResult {
  const inputs = typedInputs(loopAgentflow, context.inputs);
  const target = loopTargetId(textOf(inputs.loopBackToNode));
  if (target === '') throw new Error('Loop: choose the node to loop back to (Loop Back To).');
  const maxLoopCount = Math.max(1, Math.floor(numberOf(inputs.maxLoopCount, 5)));
  const fallbackMessage = textOf(inputs.fallbackMessage);
  const output = {
    content: '',
    nodeID: target,
    maxLoopCount,
    ...(fallbackMessage === '' ? {} : { fallbackMessage }),
  };
  return {
    output,
    state: stateUpdates(inputs.loopUpdateState, output),
    loopBack: { nodeId: target, maxLoopCount, fallbackMessage },
  };
}

/** Loop: sends the run back to an earlier node, at most `maxLoopCount` times (the engine counts). */
export const loopExecutor: NodeExecutor<NodeName> = { name: 'loopAgentflow', execute: fromSync(run) };
