import { z } from 'zod';

export const TOOL_PROPERTY_TYPES = ['string', 'number', 'boolean', 'date'] as const;
export type ToolPropertyType = (typeof TOOL_PROPERTY_TYPES)[number];

/** Property names become `$name` in the tool's code, so they must be identifiers. */
export const TOOL_PROPERTY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** What LLM providers accept as a function name. */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** One row of a tool's input schema, as Flowise stores it (`schema` is the JSON text of these rows). */
export const toolPropertySchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  property: z
    .string()
    .trim()
    .min(1, 'Property name is required')
    .max(64, 'Property name must be at most 64 characters')
    .regex(TOOL_PROPERTY_PATTERN, 'Property names use letters, digits and underscores (used as $name)')
    .refine((name) => name !== 'vars' && name !== 'flow', {
      message: '$vars and $flow are taken: choose another property name',
    }),
  type: z.enum(TOOL_PROPERTY_TYPES, { message: 'Type must be string, number, boolean or date' }),
  description: z.string().max(2000).default(''),
  required: z.boolean().default(false),
});
export type ToolProperty = z.output<typeof toolPropertySchema>;

const uniqueProperties = (rows: readonly ToolProperty[]) =>
  new Set(rows.map((row) => row.property)).size === rows.length;

export const toolPropertyListSchema = z
  .array(toolPropertySchema)
  .max(100, 'At most 100 properties')
  .refine(uniqueProperties, { message: 'Property names must be unique' });

/** Accepts the rows, or their JSON text as Flowise sends it; yields the rows. */
export const toolInputSchemaSchema = z
  .unknown()
  .transform((value, context): unknown => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'schema is not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(toolPropertyListSchema);

export const toolNameSchema = z
  .string()
  .trim()
  .regex(
    TOOL_NAME_PATTERN,
    'Tool name uses letters, digits, underscores and hyphens, at most 64 (e.g. get_weather)',
  );

export const toolFuncSchema = z.string().max(200_000, 'Function must be at most 200,000 characters');

/** A custom tool. `schema` is the JSON text of its input rows (Flowise's format). */
export const toolSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  iconSrc: z.string().nullable(),
  schema: z.string(),
  func: z.string(),
  workspaceId: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Tool = z.infer<typeof toolSchema>;
export const toolListSchema = z.array(toolSchema);

const toolFields = {
  name: toolNameSchema,
  description: z.string().trim().min(1, 'Description is required').max(10_000),
  color: z.string().max(300).optional(),
  iconSrc: z.string().max(200_000).nullable().optional(),
  schema: toolInputSchemaSchema.optional(),
  func: toolFuncSchema.optional(),
};

export const createToolRequestSchema = z.object(toolFields);
export type CreateToolRequest = z.input<typeof createToolRequestSchema>;

export const updateToolRequestSchema = z
  .object({
    name: toolFields.name.optional(),
    description: toolFields.description.optional(),
    color: toolFields.color,
    iconSrc: toolFields.iconSrc,
    schema: toolFields.schema,
    func: toolFields.func,
  })
  .refine((value) => Object.keys(value).length > 0, {
    message: 'Nothing to update',
  });
export type UpdateToolRequest = z.input<typeof updateToolRequestSchema>;

/**
 * A tool as a JSON file (export and import): Flowise's export (the tool without id and dates) is accepted, and
 * unknown fields such as `workspaceId` are ignored.
 */
export const toolFileSchema = z.object({
  name: toolNameSchema,
  description: z.string().max(10_000).default(''),
  color: z.string().max(300).optional(),
  iconSrc: z.string().max(200_000).nullable().optional(),
  schema: toolInputSchemaSchema.default([]),
  func: toolFuncSchema.default(''),
});
export type ToolFile = z.output<typeof toolFileSchema>;
