/**
 * Spec §5: node ids are unique — the node type's name plus the lowest counter not taken (`llmAgentflow_0`,
 * `llmAgentflow_1`…); a freed counter is reused.
 */
export function nextNodeId(name: string, nodes: readonly { readonly id: string }[]): string {
  const taken = new Set(nodes.map((node) => node.id));
  let counter = 0;
  while (taken.has(`${name}_${counter}`)) counter += 1;
  return `${name}_${counter}`;
}

/** The counter of an id made by `nextNodeId` (`llmAgentflow_3` → 3), or undefined. */
export function nodeIdCounter(id: string): number | undefined {
  const match = /_(\d+)$/.exec(id);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** Names whose nodes keep their label as it is when added (there is one of them, or they are notes). */
const FIXED_LABEL_NAMES: ReadonlySet<string> = new Set(['startAgentflow']);

/**
 * The label of a newly added node: the type's label plus the counter its id got (`LLM 1`), as Flowise numbers
 * them; sticky notes and the Start node keep the plain label.
 */
export function nextNodeLabel(
  definition: { readonly name: string; readonly label: string; readonly type?: string },
  nodes: readonly { readonly id: string }[],
): string {
  if (definition.type === 'StickyNote' || FIXED_LABEL_NAMES.has(definition.name)) return definition.label;
  const counter = nodeIdCounter(nextNodeId(definition.name, nodes)) ?? 0;
  return `${definition.label} ${counter}`;
}
