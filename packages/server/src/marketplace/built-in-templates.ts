import type { MarketplaceTemplate } from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';
import { AGENTFLOW_ROUTING_TEMPLATES } from './agentflow-routing-templates.ts';
import { AGENTFLOW_TEMPLATES } from './agentflow-templates.ts';
import { CHATFLOW_TEMPLATES } from './chatflow-templates.ts';
import { expandTemplate, type DefinitionLookup } from './expand-template.ts';
import { MULTIAGENT_TEMPLATES } from './multiagent-templates.ts';
import { categoriesOf, FRAMEWORK_OF_TYPE, slugOf, TEMPLATE_TYPE_OF_FLOW } from './template-categories.ts';
import type { FlowTemplateSpec, ToolTemplateSpec } from './template-spec.ts';
import { TOOL_TEMPLATES } from './tool-templates.ts';

export const BUILT_IN_FLOW_TEMPLATES: readonly FlowTemplateSpec[] = [
  ...CHATFLOW_TEMPLATES,
  ...AGENTFLOW_TEMPLATES,
  ...AGENTFLOW_ROUTING_TEMPLATES,
  ...MULTIAGENT_TEMPLATES,
];

function frameworkOf(type: MarketplaceTemplate['type']): string[] {
  const framework = FRAMEWORK_OF_TYPE[type];
  return framework === null ? [] : [framework];
}

export function flowTemplate(spec: FlowTemplateSpec, definitions: DefinitionLookup): MarketplaceTemplate {
  const flowData = expandTemplate(spec, definitions);
  const type = TEMPLATE_TYPE_OF_FLOW[spec.type];
  return {
    id: slugOf(spec.name),
    templateName: spec.name,
    description: spec.description,
    type,
    flowData: JSON.stringify(flowData),
    badge: spec.badge ?? null,
    framework: frameworkOf(type),
    usecases: [...spec.usecases],
    categories: categoriesOf(flowData.nodes),
  };
}

/** A tool template's flowData: the fields `POST /tools` takes, the schema as Flowise's JSON text of rows. */
export function toolTemplate(spec: ToolTemplateSpec): MarketplaceTemplate {
  const tool = {
    name: spec.toolName,
    description: spec.toolDescription,
    color: spec.color,
    iconSrc: spec.iconSrc,
    schema: JSON.stringify(spec.schema.map((row, id) => ({ id, ...row }))),
    func: spec.func,
  };
  return {
    id: slugOf(spec.name),
    templateName: spec.name,
    description: spec.description,
    type: 'Tool',
    flowData: JSON.stringify(tool),
    badge: spec.badge ?? null,
    framework: [],
    usecases: [...spec.usecases],
    categories: [],
  };
}

let cached: readonly MarketplaceTemplate[] | undefined;

/**
 * Loomflow's built-in marketplace templates, expanded from their specs with the node definitions once per
 * process (a template that no longer fits the definitions fails loudly here, and in the tests).
 */
export function builtInTemplates(): readonly MarketplaceTemplate[] {
  cached ??= [
    ...BUILT_IN_FLOW_TEMPLATES.map((spec) => flowTemplate(spec, findNodeDefinition)),
    ...TOOL_TEMPLATES.map(toolTemplate),
  ];
  return cached;
}
