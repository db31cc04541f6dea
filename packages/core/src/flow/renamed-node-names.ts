/** A node type Flowise renamed: the name and type its node has today. */
export interface CurrentNodeType {
  readonly name: string;
  readonly type: string;
}

/**
 * Node names Flowise used before renaming the node, read as today's node (flows saved or exported then still name
 * the old one). NVIDIA NIM's chat model was `chatNvdiaNIM` (type `ChatNvdiaNIM`) until February 2025 and
 * `Chat NVIDIA NIM` (its type alike) from March to July 2025; it is `chatNvidiaNIM` since.
 */
const RENAMED_NODE_NAMES: Partial<Record<string, CurrentNodeType>> = {
  chatNvdiaNIM: { name: 'chatNvidiaNIM', type: 'ChatNvidiaNIM' },
  'Chat NVIDIA NIM': { name: 'chatNvidiaNIM', type: 'ChatNvidiaNIM' },
};

/** Today's name and type of a node Flowise once named `name`, or undefined when it was never renamed. */
export function renamedNodeType(name: unknown): CurrentNodeType | undefined {
  return typeof name === 'string' && Object.hasOwn(RENAMED_NODE_NAMES, name)
    ? RENAMED_NODE_NAMES[name]
    : undefined;
}
