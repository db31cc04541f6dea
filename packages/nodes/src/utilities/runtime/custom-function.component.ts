import {
  ChatflowInputError,
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
} from '../../runtime/chatflow-component.ts';

/** Input Variables: a JSON object (or its text) whose keys become `$key` in the function. */
function inputVariables(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new ChatflowInputError('Input Variables must be a JSON object, e.g. { "city": "Paris" }');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ChatflowInputError('Input Variables must be a JSON object, e.g. { "city": "Paris" }');
  return Object.fromEntries(Object.entries(parsed).map(([key, item]) => [`$${key}`, item]));
}

async function runFunction(context: ChatflowInitContext): Promise<unknown> {
  const code = textInput(context.inputs, 'javascriptFunction');
  if (code.trim() === '') throw new ChatflowInputError('the Javascript Function is empty');
  const label = textInput(context.inputs, 'functionName').trim() || 'The Custom JS Function';
  const outcome = await context.services.sandbox.run({
    code,
    parameters: {
      ...inputVariables(context.inputs.functionInputVariables),
      $input: context.question,
      $vars: context.vars,
      $flow: {
        sessionId: context.run.sessionId,
        chatId: context.run.chatId,
        chatflowId: context.run.chatflowId,
        input: context.question,
      },
    },
  });
  if (outcome.ok) return outcome.result;
  const where = outcome.error.line === undefined ? '' : ` at line ${outcome.error.line}`;
  throw new Error(`${label} failed${where}: ${outcome.error.message}`);
}

function answerText(result: unknown): string {
  if (result === undefined || result === null) return '';
  if (typeof result === 'string') return result;
  if (typeof result === 'number' || typeof result === 'boolean') return String(result);
  return JSON.stringify(result);
}

/** Custom JS Function: as Output, its result is the node's value for later nodes; as Ending Node, the answer. */
export const customFunctionComponent: ChatflowComponent = {
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
