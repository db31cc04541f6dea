import type { NodeExecutor } from './node-executor.ts';

/** Every node executor, by node name (explicit list; executors live beside their definitions). */
const EXECUTORS: readonly NodeExecutor[] = [];

export const NODE_EXECUTORS: ReadonlyMap<string, NodeExecutor> = new Map(
  EXECUTORS.map((executor) => [executor.name, executor]),
);

export function findNodeExecutor(name: string): NodeExecutor | undefined {
  return NODE_EXECUTORS.get(name);
}
