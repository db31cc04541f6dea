import { z } from 'zod';
import { executionStateSchema } from './execution.ts';

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
  /** The content (a data URL); absent for files already upserted for retrieval (`file:rag`). */
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

/*
 * The payloads of the stream's events. A writer's payload must match the schema's input type (the server's stream
 * is typed by it); a reader parses every frame with `readPredictionEvent`. Readers are as lenient as Flowise's
 * chat: a field a reader can do without reads as empty (`.catch`) instead of failing its frame, and what nodes
 * produce (documents, tools, node records, artifacts) stays opaque: the chat reads those items defensively.
 */

/** A list of what nodes produced (documents, tools, records, artifacts): items unread here. */
const producedListSchema = z.array(z.unknown()).readonly();

/** `[DONE]`: what `end` and `abort` carry (a reader acts on the event whatever it carries). */
const doneSchema = z.literal('[DONE]').catch('[DONE]');

/** The buttons of a run paused at a human-input node (`action`); `data.nodeId` is the paused node. */
export const predictionActionSchema = z.object({
  id: z.string().catch(''),
  mapping: z
    .object({ approve: z.string().catch(''), reject: z.string().catch('') })
    .catch({ approve: '', reject: '' }),
  elements: z
    .array(z.object({ type: z.string(), label: z.string() }))
    .readonly()
    .catch([]),
  data: z.record(z.string(), z.unknown()),
});
/** An action as a writer sends it. */
export type PredictionActionInput = z.input<typeof predictionActionSchema>;

/** `nextAgentFlow`: a node of an agentflow started or ended. */
export const nextAgentFlowDataSchema = z.object({
  nodeId: z.string().min(1),
  /** Empty when missing: the chat shows the node id then. */
  nodeLabel: z.string().catch(''),
  status: executionStateSchema,
  /** Why the node failed. */
  error: z.string().optional().catch(undefined),
});

/** `metadata`: the ids of the answer, sent after the run (before `end`). */
export const predictionMetadataSchema = z.object({
  chatId: z.string().catch(''),
  chatMessageId: z.string().catch(''),
  question: z.string().catch(''),
  sessionId: z.string().catch(''),
  /** JSON text of a string array (readers take the array itself too). */
  followUpPrompts: z
    .union([z.string(), z.array(z.unknown())])
    .optional()
    .catch(undefined),
  /** The run's flow state (agentflows). */
  flowVariables: z.unknown().optional(),
  /** The buttons of a run that paused. */
  action: predictionActionSchema.optional().catch(undefined),
});

/** `usageMetadata`: the tokens a model call used. */
export const predictionUsageSchema = z.object({
  inputTokens: z.number(),
  outputTokens: z.number(),
  totalTokens: z.number(),
});

/** One event of a streamed prediction: its name and its payload. Names not listed here are not events. */
export const predictionEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('start'), data: z.string() }),
  z.object({ event: z.literal('token'), data: z.string() }),
  z.object({ event: z.literal('thinking'), data: z.string() }),
  z.object({ event: z.literal('sourceDocuments'), data: producedListSchema }),
  z.object({ event: z.literal('usedTools'), data: producedListSchema }),
  z.object({ event: z.literal('calledTools'), data: producedListSchema }),
  z.object({ event: z.literal('artifacts'), data: producedListSchema }),
  z.object({ event: z.literal('fileAnnotations'), data: producedListSchema }),
  /** The agent turns so far (readers take one turn as an object too). */
  z.object({
    event: z.literal('agentReasoning'),
    data: z.union([producedListSchema, z.record(z.string(), z.unknown())]),
  }),
  /** The agent that speaks next: its name (readers take `{agentName}` or `{nextAgent}` too). */
  z.object({
    event: z.literal('nextAgent'),
    data: z.union([
      z.string(),
      z.object({
        agentName: z.string().optional().catch(undefined),
        nextAgent: z.string().optional().catch(undefined),
      }),
    ]),
  }),
  /** The run's state: INPROGRESS first, its end state last. */
  z.object({ event: z.literal('agentFlowEvent'), data: executionStateSchema }),
  z.object({ event: z.literal('nextAgentFlow'), data: nextAgentFlowDataSchema }),
  /** The execution's node records so far. */
  z.object({ event: z.literal('agentFlowExecutedData'), data: producedListSchema }),
  z.object({ event: z.literal('action'), data: predictionActionSchema }),
  z.object({ event: z.literal('metadata'), data: predictionMetadataSchema }),
  z.object({ event: z.literal('usageMetadata'), data: predictionUsageSchema }),
  /** Why the run failed; empty when a writer sent no text (readers say the run failed). */
  z.object({ event: z.literal('error'), data: z.string().catch('') }),
  z.object({ event: z.literal('abort'), data: doneSchema }),
  z.object({ event: z.literal('end'), data: doneSchema }),
]);
/** An event as a reader gets it. */
export type PredictionEvent = z.output<typeof predictionEventSchema>;
/** An event as a writer sends it. */
export type PredictionEventInput = z.input<typeof predictionEventSchema>;
/** The payload a writer sends with the event `Name`. */
export type PredictionEventData<Name extends PredictionEventName> = Extract<
  PredictionEventInput,
  { event: Name }
>['data'];
/** A writer's `(event, data)` pair: the payload always the one of its event, even for a name not known in advance. */
export type PredictionEventArgs = {
  [Name in PredictionEventName]: [event: Name, data: PredictionEventData<Name>];
}[PredictionEventName];

/**
 * One frame's `{event, data}` as a reader takes it: undefined for an event name it does not know and for a payload
 * its event cannot carry (the chat goes on without it). Keys of the frame besides these two are dropped.
 */
export function readPredictionEvent(frame: unknown): PredictionEvent | undefined {
  const parsed = predictionEventSchema.safeParse(frame);
  return parsed.success ? parsed.data : undefined;
}

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
