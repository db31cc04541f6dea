import { z } from 'zod';

export const ASSISTANT_TYPES = ['CUSTOM', 'OPENAI', 'AZURE'] as const;
export type AssistantType = (typeof ASSISTANT_TYPES)[number];

/**
 * An assistant row (Flowise's `assistant`). `details` is JSON text: for CUSTOM see customAssistantDetailsSchema,
 * for OPENAI / AZURE openAiAssistantDetailsSchema. A CUSTOM assistant's generated flow (type ASSISTANT) has the
 * assistant's id.
 */
export const assistantSchema = z.object({
  id: z.string(),
  details: z.string(),
  credential: z.string().nullable(),
  iconSrc: z.string().nullable(),
  type: z.enum(ASSISTANT_TYPES),
  workspaceId: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Assistant = z.infer<typeof assistantSchema>;
export const assistantListSchema = z.array(assistantSchema);

/** A document store a custom assistant searches: the store and what it holds (tells the model when to use it). */
export const assistantDocumentStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().default(''),
});

/** CUSTOM details: model (a chat model node name + its inputs), credential, instructions, tools, stores. */
export const customAssistantDetailsSchema = z.object({
  name: z.string().trim().min(1, 'Assistant name is required').max(255),
  description: z.string().max(5000).default(''),
  instruction: z.string().max(100_000).default(''),
  /** A chat model node's name (e.g. chatOpenAI) and its input values (modelName, temperature, …). */
  chatModel: z.object({
    name: z.string().min(1, 'Choose a chat model'),
    inputs: z.record(z.string(), z.unknown()),
  }),
  /** Tools by node name (built-in tool nodes, or `customTool` with inputs.selectedTool = a tool id). */
  tools: z
    .array(z.object({ name: z.string().min(1), inputs: z.record(z.string(), z.unknown()).default({}) }))
    .default([]),
  documentStores: z.array(assistantDocumentStoreSchema).default([]),
});
export type CustomAssistantDetails = z.infer<typeof customAssistantDetailsSchema>;

/** OPENAI / AZURE details: the provider's assistant (its id once created) as the Assistants API describes it. */
export const openAiAssistantDetailsSchema = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1, 'Assistant name is required').max(256),
  description: z.string().max(512).default(''),
  model: z.string().min(1, 'Choose a model'),
  instructions: z.string().max(256_000).default(''),
  temperature: z.number().min(0).max(2).optional(),
  top_p: z.number().min(0).max(1).optional(),
  tools: z.array(z.enum(['code_interpreter', 'file_search', 'function'])).default([]),
  tool_resources: z
    .object({
      code_interpreter: z.object({ file_ids: z.array(z.string()) }).optional(),
      file_search: z.object({ vector_store_ids: z.array(z.string()) }).optional(),
    })
    .optional(),
});
export type OpenAiAssistantDetails = z.infer<typeof openAiAssistantDetailsSchema>;

/** `POST /assistants` and `PUT /assistants/{id}`: details as JSON text (Flowise) or as an object. */
export const saveAssistantRequestSchema = z.object({
  details: z.union([z.string(), z.record(z.string(), z.unknown())]),
  credential: z.string().nullable().optional(),
  iconSrc: z.string().max(255).nullable().optional(),
  type: z.enum(ASSISTANT_TYPES),
});
export type SaveAssistantRequest = z.input<typeof saveAssistantRequestSchema>;
