import { z } from 'zod';

/** Flowise's flow types: chatflows, agentflow v1 (sequential and multi agents), agentflow v2, assistants. */
export const CHATFLOW_TYPES = ['CHATFLOW', 'MULTIAGENT', 'AGENTFLOW', 'ASSISTANT'] as const;
export type ChatflowType = (typeof CHATFLOW_TYPES)[number];
export const chatflowTypeSchema = z.enum(CHATFLOW_TYPES, {
  message: 'type must be CHATFLOW, MULTIAGENT, AGENTFLOW or ASSISTANT',
});

/** What an empty canvas saves. */
export const EMPTY_FLOW_DATA = '{"nodes":[],"edges":[],"viewport":{"x":0,"y":0,"zoom":1}}';

/** Flows carry their settings as JSON text (Flowise's columns); objects sent instead are stored as their text. */
const jsonTextSchema = z
  .union([z.string().max(1_000_000), z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .transform((value) => (typeof value === 'string' ? value : JSON.stringify(value)));

/** `flowData` is JSON text (kept byte for byte); an object is accepted and stored as its text. */
export const flowDataTextSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())], {
    message: 'flowData must be the JSON text (or object) of {nodes, edges, viewport}',
  })
  .transform((value) => (typeof value === 'string' ? value : JSON.stringify(value)));

export const chatflowNameSchema = z.string().trim().min(1, 'Name is required').max(255, 'Name is too long');

/** A flow as the API answers it (Flowise's `chat_flow` fields). */
export const chatflowSchema = z.object({
  id: z.string(),
  name: z.string(),
  flowData: z.string(),
  type: chatflowTypeSchema,
  deployed: z.boolean().nullable(),
  isPublic: z.boolean().nullable(),
  apikeyid: z.string().nullable(),
  chatbotConfig: z.string().nullable(),
  apiConfig: z.string().nullable(),
  analytic: z.string().nullable(),
  speechToText: z.string().nullable(),
  followUpPrompts: z.string().nullable(),
  category: z.string().nullable(),
  workspaceId: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Chatflow = z.infer<typeof chatflowSchema>;
export const chatflowListSchema = z.array(chatflowSchema);

/** With `page` and `limit` the list answers one page and the total, as Flowise does. */
export const chatflowPageSchema = z.object({ data: chatflowListSchema, total: z.number().int() });
export type ChatflowPage = z.infer<typeof chatflowPageSchema>;

const settingsFields = {
  deployed: z.boolean().nullable().optional(),
  isPublic: z.boolean().nullable().optional(),
  apikeyid: z.string().max(100).nullable().optional(),
  chatbotConfig: jsonTextSchema.nullable().optional(),
  apiConfig: jsonTextSchema.nullable().optional(),
  analytic: jsonTextSchema.nullable().optional(),
  speechToText: jsonTextSchema.nullable().optional(),
  followUpPrompts: jsonTextSchema.nullable().optional(),
  category: z.string().max(1000).nullable().optional(),
};

/** `POST /chatflows`. Ids, workspace and dates are the server's: sent ones are ignored. */
export const createChatflowRequestSchema = z.object({
  name: chatflowNameSchema,
  flowData: flowDataTextSchema.default(EMPTY_FLOW_DATA),
  type: chatflowTypeSchema.default('CHATFLOW'),
  ...settingsFields,
});
export type CreateChatflowRequest = z.input<typeof createChatflowRequestSchema>;

/**
 * `PUT /chatflows/{id}`: the fields to change. `updatedDate` is the version the editor loaded: when the flow
 * has changed since, the save is refused with 409 unless `overwrite` is true. Without it nothing is checked
 * (Flowise's clients).
 */
export const updateChatflowRequestSchema = z.object({
  name: chatflowNameSchema.optional(),
  flowData: flowDataTextSchema.optional(),
  type: chatflowTypeSchema.optional(),
  ...settingsFields,
  updatedDate: z.string().max(64).optional(),
  overwrite: z.boolean().optional(),
});
export type UpdateChatflowRequest = z.input<typeof updateChatflowRequestSchema>;

const positiveInteger = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} cannot be negative`);

/** The orders a flow list can be sorted in. */
export const CHATFLOW_SORT_FIELDS = ['name', 'updatedDate', 'createdDate'] as const;
export type ChatflowSortField = (typeof CHATFLOW_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * `GET /chatflows?type=&page=&limit=&search=&sort=&order=`; page numbers start at 1. Without `sort` the newest
 * change comes first; `order` defaults to ascending for names and descending for dates.
 */
export const chatflowListQuerySchema = z.object({
  type: chatflowTypeSchema.optional(),
  page: positiveInteger('page').optional(),
  limit: positiveInteger('limit').max(1000, 'limit is at most 1000').optional(),
  /** Part of the name or category, any letter case. */
  search: z.string().max(200).optional(),
  sort: z.enum(CHATFLOW_SORT_FIELDS, { message: 'sort must be name, updatedDate or createdDate' }).optional(),
  order: z.enum(SORT_ORDERS, { message: 'order must be asc or desc' }).optional(),
});
export type ChatflowListQuery = z.input<typeof chatflowListQuerySchema>;

/** `GET /chatflows/has-changed/{id}/{lastUpdatedDateTime}` (Flowise's check before a save). */
export const chatflowChangeSchema = z.object({ hasChanged: z.boolean() });
export type ChatflowChange = z.infer<typeof chatflowChangeSchema>;

export const FLOW_MESSAGES = {
  conflict:
    'This flow was changed elsewhere (another tab or user) since you opened it. Reload it to see the latest ' +
    'version, or save again with overwrite to replace those changes.',
  invalidFlow: 'The flow cannot be saved',
} as const;

/** The permission family of a flow type: agentflows (v1 and v2) or chatflows (chatflows and assistants). */
export function flowPermissionArea(type: ChatflowType): 'chatflows' | 'agentflows' {
  return type === 'AGENTFLOW' || type === 'MULTIAGENT' ? 'agentflows' : 'chatflows';
}
