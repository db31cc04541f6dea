import { z } from 'zod';
import { parseJsonObject } from '../json/json-object.ts';

/*
 * A flow's `apiConfig` column (Flowise's JSON text): the prediction API's rate limit and which parts of a request's
 * `overrideConfig` the flow lets through. Read leniently, as Flowise files hold it: numbers may be text and text
 * numbers, fields may be missing, and a part that cannot be read is off rather than an error. The server enforces
 * what this reads; the flow settings dialog shows and edits the same.
 */

/** A stored value as text: text as it is, a number as its text; anything else is absent. */
const storedText = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);

/** A field of an override entry as text: text, or a number as its text; anything else is empty. */
const entryText = z.union([z.string(), z.number()]).transform(String).catch('');

/** An override entry is chosen only by `enabled: true`. */
const enabledFlag = z.boolean().catch(false);

/** A list read entry by entry: what is not an object is dropped; a value that is not a list reads as none. */
function entryList<Entry extends z.ZodType>(entry: Entry) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = entry.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

/** `apiConfig.rateLimit`: at most `limitMax` predictions per `limitDuration` seconds per client. */
export const apiRateLimitSchema = z.object({
  /** On when `true` (older files hold `"true"`). */
  status: z
    .union([z.boolean(), z.literal('true')])
    .transform((value) => value === true || value === 'true')
    .catch(false),
  /** As stored (the dialog saves text): the server reads the number, the dialog shows the text. */
  limitMax: storedText,
  limitDuration: storedText,
  /** What a client over the limit is told. */
  limitMsg: storedText,
});
export type ApiRateLimit = z.output<typeof apiRateLimitSchema>;

/** A node parameter API callers may override, listed under its node's label. */
export const apiOverrideParamSchema = z.object({
  label: entryText,
  name: entryText,
  type: entryText,
  enabled: enabledFlag,
});
export type ApiOverrideParam = z.output<typeof apiOverrideParamSchema>;

/** A variable (`$vars`) API callers may override. */
export const apiOverrideVariableSchema = z.object({
  id: entryText,
  name: entryText,
  type: entryText,
  enabled: enabledFlag,
});
export type ApiOverrideVariable = z.output<typeof apiOverrideVariableSchema>;

/** `apiConfig.overrideConfig`: `{status, nodes: {[node label]: params}, variables}` (Flowise's shape). */
export const apiOverrideConfigSchema = z.object({
  /** Overrides besides `sessionId` pass only when this is `true`. */
  status: enabledFlag,
  nodes: z.record(z.string(), entryList(apiOverrideParamSchema)).catch({}),
  variables: entryList(apiOverrideVariableSchema),
});
export type ApiOverrideConfig = z.output<typeof apiOverrideConfigSchema>;

/** The parsed `apiConfig` object; a part that is missing or not an object reads as off. Other keys are dropped. */
export const apiConfigSchema = z.object({
  rateLimit: apiRateLimitSchema.catch((): ApiRateLimit => ({ status: false })),
  overrideConfig: apiOverrideConfigSchema.catch((): ApiOverrideConfig => ({
    status: false,
    nodes: {},
    variables: [],
  })),
});
export type ApiConfig = z.output<typeof apiConfigSchema>;

/** A flow's `apiConfig` text as read by the server and the settings dialog; no text or no JSON object: all off. */
export function parseApiConfig(text: string | null | undefined): ApiConfig {
  return apiConfigSchema.parse((text ? parseJsonObject(text) : undefined) ?? {});
}
