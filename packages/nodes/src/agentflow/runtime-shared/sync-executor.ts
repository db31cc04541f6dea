import type { NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';

/** An executor body that needs no waiting, as the promise the contract asks for (throws become rejections). */
export function fromSync(
  run: (context: NodeRunContext) => NodeRunResult,
): (context: NodeRunContext) => Promise<NodeRunResult> {
  return (context) =>
    new Promise((resolve) => {
      resolve(run(context));
    });
}
