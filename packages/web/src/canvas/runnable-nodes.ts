import type { NodeDefinition } from '@loomflow/core';
import { createContext, useContext, useMemo } from 'react';

/**
 * The node type names the server runs (the node types `GET /nodes` serves), for the canvas nodes of the open flow;
 * undefined while they are not known (then every node is taken as runnable).
 */
export const RunnableNodesContext = createContext<ReadonlySet<string> | undefined>(undefined);

/** True around the fields of a node shown read-only (its type does not run here): its pickers ask the server nothing. */
export const ReadOnlyNodeContext = createContext(false);

/**
 * The message a node shows when this server cannot run its type (a Flowise node kept by an imported flow), or
 * undefined when it runs.
 */
export function useNotRunnableMessage(name: string, label: string): string | undefined {
  const runnable = useContext(RunnableNodesContext);
  if (runnable === undefined || runnable.has(name)) return undefined;
  return `"${label}" (${name}) is a Flowise node that cannot run here: it is kept for import compatibility and opens read-only. Replace it with a node of the palette to run the flow.`;
}

/** The names of the node types served, for `RunnableNodesContext`; undefined while none are known. */
export function useRunnableNames(definitions: readonly NodeDefinition[]): ReadonlySet<string> | undefined {
  return useMemo(
    () => (definitions.length === 0 ? undefined : new Set(definitions.map((definition) => definition.name))),
    [definitions],
  );
}
