import { ChatflowInputError, textInput, type ChatflowInitContext } from '../../runtime/chatflow-component.ts';

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

/**
 * Runs JavaScript a user wrote on a chatflow node (Custom JS Function, If Else Function) in the sandbox, with
 * `$input` (the question), `$vars`, `$flow` and the node's Input Variables as `$name`; gives its result or
 * throws naming the node (`label`) and the line.
 */
export async function runSandboxedFunction(
  context: ChatflowInitContext,
  code: string,
  label: string,
): Promise<unknown> {
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

/** The node's Function Name input, or the node type's label. */
export function functionLabel(context: ChatflowInitContext, fallback: string): string {
  return textInput(context.inputs, 'functionName').trim() || fallback;
}
