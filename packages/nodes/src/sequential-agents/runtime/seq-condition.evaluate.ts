import { rowsOf, textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import type { SeqNodeContext } from './seq-node-context.ts';
import { runSeqCode } from './seq-sandbox.ts';
import { flowObject, resolveVariable } from './seq-variables.ts';

/** The output name Flowise routes to when no row matches. */
export const END_OUTPUT = 'End';

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && Object.keys(value).length === 0)
  );
}

/** One row's comparison of Flowise's Condition table. */
function rowMatches(operation: string, actual: unknown, expected: string): boolean {
  const text = textOf(actual);
  const number = Number(text);
  const wanted = Number(expected);
  switch (operation) {
    case 'Contains':
      return text.includes(expected);
    case 'Not Contains':
      return !text.includes(expected);
    case 'Start With':
      return text.startsWith(expected);
    case 'End With':
      return text.endsWith(expected);
    case 'Is':
      return text === expected;
    case 'Is Not':
      return text !== expected;
    case 'Is Empty':
      return isEmpty(actual);
    case 'Is Not Empty':
      return !isEmpty(actual);
    case 'Greater Than':
      return number > wanted;
    case 'Less Than':
      return number < wanted;
    case 'Equal To':
      return number === wanted;
    case 'Not Equal To':
      return number !== wanted;
    case 'Greater Than or Equal To':
      return number >= wanted;
    case 'Less Than or Equal To':
      return number <= wanted;
    default:
      throw new Error(`Unknown condition operation "${operation}"`);
  }
}

/**
 * The output a Condition (or Condition Agent) takes: in table mode the output name of the first matching row
 * (variables such as `$flow.state.messages.length` or `$flow.output.route`), `End` when none matches; in code
 * mode the text the function returns (run in the sandbox with `$flow` and `$vars`).
 */
export async function evaluateSeqCondition(
  context: SeqNodeContext,
  output?: Readonly<Record<string, unknown>>,
): Promise<string> {
  const tab = textOf(context.inputs[`selectedConditionFunctionTab_${context.nodeId}`]) || 'conditionUI';
  const flow = flowObject(context, output);
  if (tab === 'conditionFunction') {
    const code = textOf(context.inputs.conditionFunction).trim();
    if (code === '')
      throw new Error(
        `Condition "${context.nodeName}" has no code: write a function that returns an output name`,
      );
    const result = await runSeqCode(context, code, { $flow: flow }, `Condition "${context.nodeName}"`);
    if (typeof result !== 'string' || result.trim() === '')
      throw new Error(
        `Condition "${context.nodeName}" must return the name of an output (text), got ${textOf(result) || 'nothing'}`,
      );
    return result.trim();
  }
  for (const row of rowsOf(context.inputs.conditionUI)) {
    const actual = resolveVariable(textOf(row.variable), flow, context.vars);
    const expected = textOf(resolveVariable(textOf(row.value), flow, context.vars));
    if (rowMatches(textOf(row.operation), actual, expected)) return textOf(row.output).trim() || END_OUTPUT;
  }
  return END_OUTPUT;
}
