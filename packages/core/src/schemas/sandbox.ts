import { z } from 'zod';
import { toolFuncSchema, toolInputSchemaSchema } from './tool.ts';

/** Why user code did not produce a result. */
export const SANDBOX_ERROR_KINDS = [
  'syntax',
  'runtime',
  'timeout',
  'memory',
  'output',
  'unavailable',
] as const;
export type SandboxErrorKind = (typeof SANDBOX_ERROR_KINDS)[number];

export const sandboxErrorSchema = z.object({
  kind: z.enum(SANDBOX_ERROR_KINDS),
  message: z.string(),
  /** 1-based line and column in the user's code, when the error happened there. */
  line: z.number().int().optional(),
  column: z.number().int().optional(),
});
export type SandboxError = z.infer<typeof sandboxErrorSchema>;

/** What running user code gave: its JSON-copied result, or the error; console lines either way. */
export const sandboxOutcomeSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    result: z.unknown(),
    logs: z.array(z.string()),
    durationMs: z.number(),
  }),
  z.object({
    ok: z.literal(false),
    error: sandboxErrorSchema,
    logs: z.array(z.string()),
    durationMs: z.number(),
  }),
]);
export type SandboxOutcome = z.infer<typeof sandboxOutcomeSchema>;

/** `POST /tools/test-run`: runs an (unsaved) tool body with sample input in the sandbox. */
export const toolTestRunRequestSchema = z.object({
  func: toolFuncSchema,
  schema: toolInputSchemaSchema.default([]),
  input: z.record(z.string(), z.unknown()).default({}),
});
export type ToolTestRunRequest = z.input<typeof toolTestRunRequestSchema>;
