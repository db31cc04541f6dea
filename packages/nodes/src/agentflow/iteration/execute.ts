import type { NodeName } from '../../node-registry.ts';
import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { textOf } from '../runtime-shared/input-guards.ts';
import { plainText } from '../runtime-shared/rich-text.ts';
import { fromSync } from '../runtime-shared/sync-executor.ts';

/** The items of an Array Input: an array, or the JSON text of one (HTML paragraph wrappers tolerated). */
export function iterationItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const text = textOf(plainText(value)).trim();
  if (text === '')
    throw new Error('Iteration: the Array Input is empty; give a JSON array such as ["a", "b"].');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      `Iteration: the Array Input is not valid JSON; give a JSON array such as ["a", "b"]. Got: ${text.slice(0, 100)}`,
    );
  }
  if (!Array.isArray(parsed)) {
    throw new Error(
      `Iteration: the Array Input must be a JSON array; got ${typeof parsed === 'object' ? 'an object' : typeof parsed}.`,
    );
  }
  return parsed;
}

function run(context: NodeRunContext): NodeRunResult {
  const items = iterationItems(context.inputs.iterationInput);
  return {
    input: { iterationInput: items },
    output: { content: JSON.stringify(items), items },
    iterate: { items },
  };
}

/** Iteration: runs the nodes inside it once per item of its array (the engine runs them). */
export const iterationExecutor: NodeExecutor<NodeName> = {
  name: 'iterationAgentflow',
  execute: fromSync(run),
};
