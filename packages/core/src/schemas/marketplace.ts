import { z } from 'zod';

/** What a template makes: Flowise's names (Agentflow = agentflow v1 / MULTIAGENT, AgentflowV2 = AGENTFLOW). */
export const TEMPLATE_TYPES = ['Chatflow', 'Agentflow', 'AgentflowV2', 'Tool'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The framework badge a template shows. */
export const TEMPLATE_FRAMEWORKS = ['LangChain', 'LangGraph', 'Loomflow'] as const;

/**
 * One template as `GET /marketplaces/templates` (built-in) and `GET /marketplaces/custom` (the workspace's) answer
 * it, in Flowise's shape. `flowData` is the flow's JSON text, or for a Tool the JSON text of
 * `{name, description, color, iconSrc, schema, func}`. `categories` are the node categories the flow uses.
 */
export const marketplaceTemplateSchema = z.object({
  id: z.string(),
  templateName: z.string(),
  description: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  flowData: z.string(),
  badge: z.string().nullable().optional(),
  framework: z.array(z.string()),
  usecases: z.array(z.string()),
  categories: z.array(z.string()),
  /** Custom templates only. */
  workspaceId: z.string().optional(),
  createdDate: z.string().optional(),
});
export type MarketplaceTemplate = z.infer<typeof marketplaceTemplateSchema>;
export const marketplaceTemplateListSchema = z.array(marketplaceTemplateSchema);

const templateUsecasesSchema = z
  .array(z.string().trim().min(1).max(100, 'A use case is at most 100 characters'))
  .max(20, 'At most 20 use cases');

/** The tool fields a Tool template keeps. */
export const templateToolSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  color: z.string().optional(),
  iconSrc: z.string().nullable().optional(),
  schema: z.string().optional(),
  func: z.string().optional(),
});
export type TemplateTool = z.infer<typeof templateToolSchema>;

/**
 * `POST /marketplaces/custom` ("Save as template"): from a saved flow (`chatflowId`) or a tool (`tool`), with a
 * name, description, use cases and badge. The server sanitises the flow as an export does.
 */
export const saveCustomTemplateRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Template name is required')
      .max(255, 'Template name is at most 255 characters'),
    description: z.string().max(5000, 'Description is at most 5,000 characters').default(''),
    badge: z.string().max(50).nullable().optional(),
    usecases: templateUsecasesSchema.default([]),
    chatflowId: z.string().optional(),
    tool: templateToolSchema.optional(),
  })
  .refine((body) => (body.chatflowId === undefined) !== (body.tool === undefined), {
    message: 'Send either chatflowId (a flow) or tool (a tool) to save as a template',
  });
export type SaveCustomTemplateRequest = z.input<typeof saveCustomTemplateRequestSchema>;
