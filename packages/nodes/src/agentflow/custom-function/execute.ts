import type { NodeName } from '../../node-registry.ts';
import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { rowsOf, textOf } from '../runtime-shared/input-guards.ts';
import { plainText } from '../runtime-shared/rich-text.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { stateUpdates } from '../runtime-shared/update-state.ts';
import { runUserCode } from '../runtime-shared/user-code.ts';
import { customFunctionAgentflow } from './definition.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `$name` parameters from the Input Variables rows (names must be identifiers; `vars`/`flow` are taken). */
function inputVariables(value: unknown): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const row of rowsOf(value)) {
    const name = textOf(row.variableName).trim().replace(/^\$/, '');
    if (name === '') continue;
    if (!IDENTIFIER.test(name) || name === 'vars' || name === 'flow') {
      throw new Error(
        `Custom Function: "${name}" cannot be an input variable name (use letters, digits and _; vars and flow are taken).`,
      );
    }
    parameters[`$${name}`] = plainText(row.variableValue ?? '');
  }
  return parameters;
}

async function execute(context: NodeRunContext): Promise<NodeRunResult> {
  const inputs = typedInputs(customFunctionAgentflow, context.inputs);
  const code = textOf(inputs.customFunctionJavascriptFunction);
  if (code.trim() === '') throw new Error('Custom Function: the JavaScript function is empty.');
  const parameters = inputVariables(inputs.customFunctionInputVariables);
  const result = await runUserCode(context, code, parameters, 'Custom Function');
  const content = textOf(result);
  const output = { content };
  return {
    input: { inputVariables: parameters, code },
    output,
    state: stateUpdates(inputs.customFunctionUpdateState, output),
  };
}

/** Custom Function: the user's JavaScript in the sandbox, with `$flow`, `$vars` and its input variables. */
export const customFunctionExecutor: NodeExecutor<NodeName> = {
  name: 'customFunctionAgentflow',
  rawInputs: ['customFunctionJavascriptFunction'],
  execute,
};
