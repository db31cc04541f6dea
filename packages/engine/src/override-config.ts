import { isRecord } from '@loomflow/core';
import type { GraphNode } from './graph.ts';

/** `overrideConfig` keys that are not node parameters. */
const RESERVED = new Set(['sessionId', 'vars', 'startState', 'chatId']);
const NODE_ID = /^[A-Za-z][A-Za-z0-9]*_\d+$/;

/**
 * A node's inputs with the request's `overrideConfig` applied: `{ param: value }` sets the parameter on every
 * node that has it, `{ param: { [nodeId]: value } }` on that node only. Only parameters the node has are set
 * (the server has already dropped what the flow's API configuration does not allow).
 */
export function applyOverrideConfig(
  node: GraphNode,
  overrideConfig: Readonly<Record<string, unknown>> | undefined,
): Readonly<Record<string, unknown>> {
  if (!overrideConfig) return node.inputs;
  let inputs: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(overrideConfig)) {
    if (RESERVED.has(name) || !Object.hasOwn(node.inputs, name)) continue;
    let chosen: unknown = value;
    if (isRecord(value)) {
      const keys = Object.keys(value);
      const byNode = keys.length > 0 && keys.every((key) => NODE_ID.test(key));
      if (byNode) {
        if (!Object.hasOwn(value, node.id)) continue;
        chosen = value[node.id];
      }
    }
    inputs ??= { ...node.inputs };
    inputs[name] = chosen;
  }
  return inputs ?? node.inputs;
}
