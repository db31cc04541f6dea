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
  if (outcome.ok) return outcome.result;
  const { error } = outcome;
  const where = error.line === undefined ? '' : ` at line ${error.line}`;
  switch (error.kind) {
    case 'syntax':
      throw new Error(`${label} has a syntax error${where}: ${error.message}`);
    case 'timeout':
      throw new Error(`${label} took too long and was stopped${where}: ${error.message}`);
    case 'unavailable':
      throw new Error(`${label} could not run: ${error.message}`);
    default:
      throw new Error(`${label} failed${where}: ${error.message}`);
  }
}
