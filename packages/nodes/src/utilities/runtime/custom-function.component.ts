import type { NodeName } from '../../node-registry.ts';
import {
  ChatflowInputError,
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
} from '../../runtime/chatflow-component.ts';
import { functionLabel, runSandboxedFunction } from './sandboxed-function.ts';

async function runFunction(context: ChatflowInitContext): Promise<unknown> {
  const code = textInput(context.inputs, 'javascriptFunction');
  if (code.trim() === '') throw new ChatflowInputError('the Javascript Function is empty');
  return runSandboxedFunction(context, code, functionLabel(context, 'The Custom JS Function'));
}

function answerText(result: unknown): string {
  if (result === undefined || result === null) return '';
  if (typeof result === 'string') return result;
  if (typeof result === 'number' || typeof result === 'boolean') return String(result);
  return JSON.stringify(result);
}

/** Custom JS Function: as Output, its result is the node's value for later nodes; as Ending Node, the answer. */
export const customFunctionComponent: ChatflowComponent<NodeName> = {
  name: 'customFunction',
  rawInputs: ['javascriptFunction'],
  async init(context) {
    if (context.outputs.output === 'EndingNode') return { kind: 'customFunctionEnding' };
    return runFunction(context);
  },
  async run(context) {
    if (context.outputs.output !== 'EndingNode')
      throw new ChatflowInputError('choose the "Ending Node" output for the Custom JS Function to answer');
    const result = await runFunction(context);
    const text = answerText(result);
    if (context.streaming && text !== '') context.emit({ type: 'token', text });
    return typeof result === 'object' && result !== null ? { text, json: result } : { text };
  },
};
