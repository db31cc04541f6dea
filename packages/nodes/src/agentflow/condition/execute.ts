import type { NodeName } from '../../node-registry.ts';
import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { rowsOf, textOf } from '../runtime-shared/input-guards.ts';
import { plainText } from '../runtime-shared/rich-text.ts';
import { fromSync } from '../runtime-shared/sync-executor.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { conditionHolds, type ConditionType } from './compare.ts';
import { conditionAgentflow } from './definition.ts';

function conditionType(value: unknown): ConditionType {
  const text = textOf(value);
  return text === 'number' || text === 'boolean' ? text : 'string';
}

function run(context: NodeRunContext): NodeRunResult {
  const inputs = typedInputs(conditionAgentflow, context.inputs);
  const rows = rowsOf(inputs.conditions);
  let matched = -1;
  const conditions = rows.map((row, index) => {
    const fulfilled =
      matched === -1 &&
      conditionHolds(
        conditionType(row.type),
        textOf(row.operation) || 'equal',
        plainText(row.value1),
        plainText(row.value2),
      );
    if (fulfilled) matched = index;
    return { ...row, isFulfilled: fulfilled };
  });
  const taken = matched === -1 ? rows.length : matched;
  const elseCondition = {
    type: 'string',
    value1: '',
    operation: 'equal',
    value2: '',
    isFulfilled: matched === -1,
  };
  return {
    input: { conditions: rows },
    output: { content: '', conditions: [...conditions, elseCondition] },
    takenOutputs: [taken],
  };
}

/** Condition: the first condition that holds takes its output; none → the last output (Else). */
export const conditionExecutor: NodeExecutor<NodeName> = {
  name: 'conditionAgentflow',
  execute: fromSync(run),
};
