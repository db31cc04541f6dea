import { templateToolSchema } from '@loomflow/core';
import type { ChatflowType, MarketplaceTemplate, TemplateTool, TemplateType } from '@loomflow/core';

/** The two tabs of /marketplaces: the templates shipped with Loomflow and the workspace's own. */
export type TemplateSource = 'builtin' | 'custom';

/** The type filter: one template type, or all of them. */
export type TemplateTypeFilter = TemplateType | 'all';

export const TEMPLATE_TYPE_LABELS: Readonly<Record<TemplateType, string>> = {
  Chatflow: 'Chatflow',
  Agentflow: 'Agentflow (v1)',
  AgentflowV2: 'Agentflow V2',
  Tool: 'Tool',
};

export interface TemplateFilter {
  readonly type: TemplateTypeFilter;
  /** Use cases chosen: a template shows when it has any of them; none chosen shows all. */
  readonly usecases: readonly string[];
  readonly search: string;
}

export const NO_FILTER: TemplateFilter = { type: 'all', usecases: [], search: '' };

/** Every use case the templates carry, once each, alphabetically (the filter chips). */
export function usecasesOf(templates: readonly MarketplaceTemplate[]): string[] {
  const all = new Set(templates.flatMap((template) => template.usecases));
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** The templates that pass the type, use-case and search filters (search: name or description). */
export function filterTemplates(
  templates: readonly MarketplaceTemplate[],
  filter: TemplateFilter,
): MarketplaceTemplate[] {
  const query = filter.search.trim().toLowerCase();
  return templates.filter(
    (template) =>
      (filter.type === 'all' || template.type === filter.type) &&
      (filter.usecases.length === 0 ||
        template.usecases.some((usecase) => filter.usecases.includes(usecase))) &&
      (query === '' ||
        template.templateName.toLowerCase().includes(query) ||
        template.description.toLowerCase().includes(query)),
  );
}

/** The flow type a flow template creates; null for a tool. */
export function flowTypeOf(type: TemplateType): ChatflowType | null {
  switch (type) {
    case 'Chatflow':
      return 'CHATFLOW';
    case 'Agentflow':
      return 'MULTIAGENT';
    case 'AgentflowV2':
      return 'AGENTFLOW';
    case 'Tool':
      return null;
  }
}

/** The template type a saved flow becomes; null for types that cannot be templates (assistants). */
export function templateTypeOfFlow(type: ChatflowType): TemplateType | null {
  switch (type) {
    case 'CHATFLOW':
      return 'Chatflow';
    case 'MULTIAGENT':
      return 'Agentflow';
    case 'AGENTFLOW':
      return 'AgentflowV2';
    case 'ASSISTANT':
      return null;
  }
}

/** The permission "Use Template" needs for a template of this type. */
export function createPermissionOf(type: TemplateType): string {
  switch (type) {
    case 'Chatflow':
      return 'chatflows:create';
    case 'Agentflow':
    case 'AgentflowV2':
      return 'agentflows:create';
    case 'Tool':
      return 'tools:create';
  }
}

/** Where a flow template is previewed (spec §2): agentflows v2 under /v2; tools have no page (a dialog). */
export function previewPathOf(template: Pick<MarketplaceTemplate, 'id' | 'type'>): string | null {
  const id = encodeURIComponent(template.id);
  if (template.type === 'Tool') return null;
  return template.type === 'AgentflowV2' ? `/v2/marketplace/${id}` : `/marketplace/${id}`;
}

/** The tool a Tool template holds (its flowData is the tool's JSON); null when unreadable. */
export function templateToolOf(template: Pick<MarketplaceTemplate, 'flowData'>): TemplateTool | null {
  let json: unknown;
  try {
    json = JSON.parse(template.flowData);
  } catch {
    return null;
  }
  const parsed = templateToolSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Finds the template of a preview URL in the lists the user may read. */
export function findTemplate(
  lists: readonly (readonly MarketplaceTemplate[] | undefined)[],
  id: string,
): MarketplaceTemplate | undefined {
  for (const list of lists) {
    const found = list?.find((template) => template.id === id);
    if (found) return found;
  }
  return undefined;
}
