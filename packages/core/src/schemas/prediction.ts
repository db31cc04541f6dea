import { z } from 'zod';

/** Multipart bodies send every field as text: "true"/"false" count as booleans there. */
const looseBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** Multipart bodies carry objects as JSON text; JSON bodies carry them as they are. */
function jsonField<Schema extends z.ZodType>(schema: Schema, name: string) {
  return z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed;
    } catch {
      context.addIssue({ code: 'custom', message: `${name} must be JSON` });
      return z.NEVER;
    }
  }, schema);
}

/** A message of a conversation given with the request (Flowise's `history`). */
export const predictionHistoryItemSchema = z.object({
  role: z.enum(['apiMessage', 'userMessage'], {
    message: "history role must be 'apiMessage' or 'userMessage'",
  }),
  content: z.string({ message: 'history content must be text' }),
});

export const predictionUploadSchema = z.object({
  data: z.string().optional(),
  type: z.string().min(1, 'upload type is required'),
  name: z.string().default(''),
  mime: z.string().default(''),
});
export type PredictionUpload = z.output<typeof predictionUploadSchema>;

export const humanInputSchema = z.object({
  type: z.enum(['proceed', 'reject'], { message: "humanInput.type must be 'proceed' or 'reject'" }),
  startNodeId: z.string().min(1, 'humanInput.startNodeId is required'),
  feedback: z.string().optional(),
});

/** `POST /prediction/{id}` and `/internal-prediction/{id}` (compat reference: Prediction API). */
export const predictionRequestSchema = z
  .object({
    question: z.string({ message: 'question must be text' }).max(1_000_000).optional(),
    streaming: looseBoolean.optional(),
    chatId: z
      .string()
      .min(1)
      .max(200, 'chatId is too long')
      .regex(/^[A-Za-z0-9_.:@-]+$/, 'chatId may hold letters, digits and _ . : @ - only')
      .optional(),
    overrideConfig: jsonField(z.record(z.string(), z.unknown()), 'overrideConfig').optional(),
    history: jsonField(z.array(predictionHistoryItemSchema).max(10_000), 'history').optional(),
    uploads: jsonField(z.array(predictionUploadSchema).max(100), 'uploads').optional(),
    form: jsonField(z.record(z.string(), z.unknown()), 'form').optional(),
    humanInput: jsonField(humanInputSchema, 'humanInput').optional(),
    action: jsonField(z.record(z.string(), z.unknown()), 'action').optional(),
    leadEmail: z.string().max(254).optional(),
  })
  .refine((body) => body.question !== undefined || body.form !== undefined || body.humanInput !== undefined, {
    message: 'question is required (or form, or humanInput to resume a paused run)',
    path: ['question'],
  });
export type PredictionRequest = z.output<typeof predictionRequestSchema>;

/** The non-streaming answer (Flowise's fields). */
export const predictionResponseSchema = z.object({
  text: z.string().optional(),
  json: z.unknown().optional(),
  question: z.string(),
  chatId: z.string(),
  chatMessageId: z.string(),
  sessionId: z.string(),
  executionId: z.string(),
  agentFlowExecutedData: z.array(z.unknown()),
  action: z.unknown().optional(),
  usedTools: z.array(z.unknown()),
  sourceDocuments: z.array(z.unknown()),
  artifacts: z.array(z.unknown()),
  /** Files an OpenAI Assistant node's answer cites or produced. */
  fileAnnotations: z.array(z.unknown()).optional(),
  agentReasoning: z.array(z.unknown()),
  followUpPrompts: z.string().optional(),
  form: z.record(z.string(), z.unknown()).optional(),
});
export type PredictionResponse = z.infer<typeof predictionResponseSchema>;

/** `GET /chatflows-streaming/{id}`. */
export const streamingCapabilitySchema = z.object({ isStreaming: z.boolean() });
export type StreamingCapability = z.infer<typeof streamingCapabilitySchema>;

/** The event names of a streamed prediction (`message:\ndata:{"event":…}`), in Flowise's spelling. */
export const PREDICTION_EVENTS = [
  'start',
  'token',
  'thinking',
  'sourceDocuments',
  'usedTools',
  'calledTools',
  'artifacts',
  'fileAnnotations',
  'agentReasoning',
  'nextAgent',
  'agentFlowEvent',
  'nextAgentFlow',
  'agentFlowExecutedData',
  'action',
  'metadata',
  'usageMetadata',
  'error',
  'abort',
  'end',
] as const;
export type PredictionEventName = (typeof PREDICTION_EVENTS)[number];

/** `POST /vector/upsert/{id}` (a JSON body or multipart fields): the vector store node to upsert, the chat, overrides. */
export const vectorUpsertRequestSchema = z.looseObject({
  stopNodeId: z.string().trim().min(1).max(200).optional(),
  /**
   * The chat whose files these are (the chat widget's RAG uploads): a store with File Upload on keeps them for that
   * chat only. Empty or absent: the documents are for every chat.
   */
  chatId: z.string().trim().max(200, 'chatId is at most 200 characters').optional(),
  overrideConfig: jsonField(z.record(z.string(), z.unknown()), 'overrideConfig').optional(),
});
export type VectorUpsertRequest = z.infer<typeof vectorUpsertRequestSchema>;
