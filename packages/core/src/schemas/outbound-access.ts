import { z } from 'zod';

/**
 * Enterprise "Outbound access": the private hosts an administrator lets flows reach (models, embeddings, vector
 * stores, memories, caches, HTTP requests, loaders, MCP servers and custom code). Entries take the forms of
 * HTTP_ALLOW_LIST: a host name, `*.suffix`, an IP address or a CIDR range. The list is the instance's.
 */
export const OUTBOUND_ACCESS_EXPLANATION =
  'Flows may reach these private hosts: models, embeddings, vector stores, memories, caches, HTTP requests, loaders, MCP servers and custom code.';

/** Who made a change: the account when it still exists, and the email it had then. */
export const outboundAccessActorSchema = z.object({
  userId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
});
export type OutboundAccessActor = z.infer<typeof outboundAccessActorSchema>;

/** One allowed host, suffix, address or range. */
export const outboundAccessEntrySchema = z.object({
  id: z.string(),
  /** As stored: lower case, IPv6 without brackets. */
  entry: z.string(),
  note: z.string().nullable(),
  addedBy: outboundAccessActorSchema,
  createdDate: z.string(),
});
export type OutboundAccessEntry = z.infer<typeof outboundAccessEntrySchema>;

export const OUTBOUND_ACCESS_ACTIONS = ['added', 'removed'] as const;
export type OutboundAccessAction = (typeof OUTBOUND_ACCESS_ACTIONS)[number];

/** One line of the audit log: an entry added or removed, by whom, from where, when. */
export const outboundAccessChangeSchema = z.object({
  id: z.string(),
  action: z.enum(OUTBOUND_ACCESS_ACTIONS),
  entry: z.string(),
  note: z.string().nullable(),
  by: outboundAccessActorSchema,
  ipAddress: z.string().nullable(),
  createdDate: z.string(),
});
export type OutboundAccessChange = z.infer<typeof outboundAccessChangeSchema>;

/** `GET /outbound-access`: the entries (oldest first) and the latest changes (newest first). */
export const outboundAccessListSchema = z.object({
  entries: z.array(outboundAccessEntrySchema),
  changes: z.array(outboundAccessChangeSchema),
});
export type OutboundAccessList = z.infer<typeof outboundAccessListSchema>;

/** `POST /outbound-access`: the entry (validated by the server exactly like HTTP_ALLOW_LIST) and a note. */
export const addOutboundAccessEntryRequestSchema = z.object({
  entry: z
    .string({ message: 'Entry is required' })
    .trim()
    .min(1, 'Entry is required')
    .max(253, 'An entry is at most 253 characters'),
  note: z.string().trim().max(500, 'A note is at most 500 characters').optional(),
});
export type AddOutboundAccessEntryRequest = z.infer<typeof addOutboundAccessEntryRequestSchema>;
