import type { SandboxOutcome } from '@loomflow/core';
import type { NodeRunContext } from '../../runtime/node-executor.ts';

/** `$flow` as user code sees it. */
export function flowVariables(context: NodeRunContext): Readonly<Record<string, unknown>> {
  return {
    sessionId: context.run.sessionId,
    chatId: context.run.chatId,
    chatflowId: context.run.chatflowId,
    input: context.question,
    state: context.state,
  };
}

/**
 * Runs user JavaScript in the sandbox with `$vars`, `$flow` and the given `$name` parameters; its result, or an
 * error naming what failed and the user's line.
 */
export async function runUserCode(
  context: NodeRunContext,
  code: string,
  parameters: Readonly<Record<string, unknown>>,
  label: string,
): Promise<unknown> {
  const outcome = await context.services.sandbox.run({
    code,
    parameters: { ...parameters, $vars: context.vars, $flow: flowVariables(context) },
  });
  return sandboxResult(outcome, label);
}

/** The sandbox's result, or an error naming what failed (`label`), why and the user's line. */
export function sandboxResult(outcome: SandboxOutcome, label: string): unknown {
  if (outcome.ok) return outcome.result;
  const { error } = outcome;
  const where = error.line === undefined ? '' : ` at line ${error.line}`;
  switch (error.kind) {
    case 'syntax':
      throw new Error(`${label} has a syntax error${where}: ${error.message}`);
    case 'timeout':
      throw new Error(`${label} took too long and was stopped${where}: ${error.message}`);
    case 'memory':
      throw new Error(`${label} used too much memory: ${error.message}`);
    case 'unavailable':
      throw new Error(`${label} could not run: ${error.message}`);
    default:
      throw new Error(`${label} failed${where}: ${error.message}`);
  }
}
