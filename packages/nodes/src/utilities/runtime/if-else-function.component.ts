import type { NodeName } from '../../node-registry.ts';
import {
  ChatflowInputError,
  textInput,
  type ChatflowBranch,
  type ChatflowComponent,
} from '../../runtime/chatflow-component.ts';
import { functionLabel, runSandboxedFunction } from './sandboxed-function.ts';

/**
 * IfElse Function: the If Function runs in the sandbox; a truthy result takes the True output with that value,
 * otherwise the Else Function's result takes the False output. The runtime skips the other output's nodes.
 */
export const ifElseFunctionComponent: ChatflowComponent<NodeName> = {
  name: 'ifElseFunction',
  rawInputs: ['ifFunction', 'elseFunction'],
  async init(context): Promise<ChatflowBranch> {
    const label = functionLabel(context, 'The IfElse Function');
    const ifCode = textInput(context.inputs, 'ifFunction');
    if (ifCode.trim() === '')
      throw new ChatflowInputError('the If Function is empty: return a value from it');
    const whenTrue = await runSandboxedFunction(context, ifCode, `${label} (If Function)`);
    if (whenTrue) return { kind: 'chatflowBranch', output: 'returnTrue', value: whenTrue };
    const elseCode = textInput(context.inputs, 'elseFunction');
    const whenFalse =
      elseCode.trim() === ''
        ? false
        : await runSandboxedFunction(context, elseCode, `${label} (Else Function)`);
    return { kind: 'chatflowBranch', output: 'returnFalse', value: whenFalse };
  },
};
