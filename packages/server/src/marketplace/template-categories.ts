import type { ChatflowType, TemplateType } from '@loomflow/core';

/** The template type Flowise names for a flow type (ASSISTANT flows are not templates). */
export const TEMPLATE_TYPE_OF_FLOW: Readonly<Record<Exclude<ChatflowType, 'ASSISTANT'>, TemplateType>> = {
  CHATFLOW: 'Chatflow',
  MULTIAGENT: 'Agentflow',
  AGENTFLOW: 'AgentflowV2',
};

/** The framework badge of a template type: LangChain components, LangGraph agents, Loomflow's own engine. */
export const FRAMEWORK_OF_TYPE: Readonly<Record<TemplateType, string | null>> = {
  Chatflow: 'LangChain',
  Agentflow: 'LangGraph',
  AgentflowV2: 'Loomflow',
  Tool: null,
};

/** The node categories a flow uses, in the order they first appear (sticky notes left out). */
export function categoriesOf(
  nodes: readonly { readonly data: { readonly category?: string | undefined; readonly name: string } }[],
): string[] {
  const categories = new Set<string>();
  for (const node of nodes) {
    const category = node.data.category;
    if (category === undefined || category === '' || node.data.name.startsWith('stickyNote')) continue;
    categories.add(category);
  }
  return [...categories];
}

/** A template id from its name: `Everyday Chat Companion` → `everyday-chat-companion`. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
