import { BlockScheduler } from './block-scheduler.ts';
import type { GraphNode } from './graph.ts';
import type { BlockView, IterationRunner, NodeRunner } from './node-runner.ts';
import type { RunSession } from './run-session.ts';

/**
 * Runs an iteration node's inner block once per item, at most `limits.iterationConcurrency` items at once;
 * each item's result is the output content of the last node of the block that finished, in item order.
 */
export function createIterationRunner(session: RunSession, runner: () => NodeRunner): IterationRunner {
  return async (node: GraphNode, items: readonly unknown[], parent: BlockView): Promise<unknown[]> => {
    const block = session.graph.blocks.get(node.id);
    const results: unknown[] = new Array<unknown>(items.length).fill(null);
    if (!block || items.length === 0) return results;
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < items.length && session.halted === undefined) {
        const index = next;
        next += 1;
        const scheduler = new BlockScheduler(session, runner(), {
          nodeIds: block.nodeIds,
          outer: (nodeId) => parent.output(nodeId),
          outputs: new Map(),
          iteration: { item: items[index], index },
          topLevel: false,
        });
        await scheduler.run({ launch: block.entryIds });
        results[index] = scheduler.lastEndContent ?? null;
      }
    };
    const width = Math.max(1, Math.min(session.limits.iterationConcurrency, items.length));
    await Promise.all(Array.from({ length: width }, () => worker()));
    return results;
  };
}
