import type { ChatflowType } from '@loomflow/core';

/** The use-case tags built-in templates carry (the marketplace screen filters by them). */
export type TemplateUsecase =
  | 'Agent'
  | 'Basic'
  | 'Customer Support'
  | 'Documents QnA'
  | 'Extraction'
  | 'Hierarchical Agent Teams'
  | 'Human In The Loop'
  | 'Interacting with API'
  | 'SQL'
  | 'Translation';

export type TemplateBadge = 'POPULAR' | 'NEW';

/**
 * One node of a built-in template, compactly: its type, its id (the id the canvas would give it when the nodes
 * are placed in this order, checked on expansion), where it sits and the values that differ from the
 * definition's defaults.
 */
export interface TemplateNodeSpec {
  readonly id: string;
  readonly name: string;
  readonly at: readonly [number, number];
  readonly label?: string;
  readonly inputs?: Readonly<Record<string, unknown>>;
  /** The chosen output of a node with several (`retriever` of a vector store). */
  readonly output?: string;
  /** The iteration node this node sits in (agentflow v2). */
  readonly parent?: string;
}

/**
 * A connection. Chatflow and agentflow v1 edges name the target's input (`model`, `memory`, `tools`…);
 * agentflow v2 edges name the source's numbered output when it has several (condition branches).
 */
export interface TemplateEdgeSpec {
  readonly from: string;
  readonly to: string;
  readonly input?: string;
  readonly output?: number;
}

interface TemplateSpecCommon {
  readonly name: string;
  readonly description: string;
  readonly usecases: readonly TemplateUsecase[];
  readonly badge?: TemplateBadge;
}

/** A built-in flow template before expansion into Flowise-format flowData. */
export interface FlowTemplateSpec extends TemplateSpecCommon {
  readonly type: Exclude<ChatflowType, 'ASSISTANT'>;
  readonly nodes: readonly TemplateNodeSpec[];
  readonly edges: readonly TemplateEdgeSpec[];
}

/** One input of a tool template (Flowise's schema row). */
export interface ToolSchemaRow {
  readonly property: string;
  readonly description: string;
  readonly type: 'string' | 'number' | 'boolean';
  readonly required: boolean;
}

/** A built-in custom-tool template: what `POST /tools` takes, with its input rows and code. */
export interface ToolTemplateSpec extends TemplateSpecCommon {
  readonly toolName: string;
  readonly toolDescription: string;
  readonly color: string;
  readonly iconSrc: string;
  readonly schema: readonly ToolSchemaRow[];
  readonly func: string;
  /** Sample input its tests run the code with (parameter name → value). */
  readonly sample: Readonly<Record<string, unknown>>;
}
