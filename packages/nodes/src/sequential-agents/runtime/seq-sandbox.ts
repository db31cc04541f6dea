import { sandboxResult } from '../../agentflow/runtime-shared/user-code.ts';
import type { SeqNodeContext } from './seq-node-context.ts';

/** Runs user JavaScript in the sandbox with `$vars` and the given `$…` parameters; its result or a clear error. */
export async function runSeqCode(
  context: SeqNodeContext,
  code: string,
  parameters: Readonly<Record<string, unknown>>,
  label: string,
): Promise<unknown> {
  const outcome = await context.services.sandbox.run({
    code,
    parameters: { $vars: context.vars, ...parameters },
  });
  return sandboxResult(outcome, label);
}
