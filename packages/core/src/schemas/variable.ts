import { z } from 'zod';

/** static: the stored value; runtime: the server's environment variable of the same name, read at run time. */
export const VARIABLE_TYPES = ['static', 'runtime'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

export const VARIABLE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const variableNameSchema = z
  .string()
  .trim()
  .min(1, 'Variable name is required')
  .max(100, 'Variable name must be at most 100 characters')
  .regex(
    VARIABLE_NAME_PATTERN,
    'Use letters, digits and underscores, not starting with a digit (it is written as $vars.name)',
  );

export const variableSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The stored value (static); empty for runtime variables, whose value is never sent to the browser. */
  value: z.string(),
  type: z.enum(VARIABLE_TYPES),
  workspaceId: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Variable = z.infer<typeof variableSchema>;
export const variableListSchema = z.array(variableSchema);

const variableValueSchema = z.string().max(100_000, 'Value must be at most 100,000 characters');

export const createVariableRequestSchema = z.object({
  name: variableNameSchema,
  value: variableValueSchema.default(''),
  type: z.enum(VARIABLE_TYPES).default('static'),
});
export type CreateVariableRequest = z.input<typeof createVariableRequestSchema>;

export const updateVariableRequestSchema = z
  .object({
    name: variableNameSchema.optional(),
    value: variableValueSchema.optional(),
    type: z.enum(VARIABLE_TYPES).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, {
    message: 'Nothing to update: send name, value or type',
  });
export type UpdateVariableRequest = z.infer<typeof updateVariableRequestSchema>;
