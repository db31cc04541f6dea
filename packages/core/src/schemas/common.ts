import { z } from 'zod';

/** Whether a text holds a control character (NUL and the like), which no id, name or key may carry. */
export function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export const idSchema = z
  .string()
  .min(1)
  .max(100)
  .refine((value) => !hasControlCharacter(value), { message: 'An id cannot contain control characters' });

export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  success: z.literal(false),
  message: z.string(),
  retry: z.boolean().optional(),
  redirectTo: z.string().optional(),
  /** With `redirectTo` on a 401: `unauthorized` or `subscription_canceled` (spec §8). */
  error: z.string().optional(),
  /** Field-level problems of a rejected request body. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const MIN_PASSWORD_LENGTH = 8;
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(256, 'Password must be at most 256 characters')
  .refine((value) => /[a-z]/i.test(value) && /\d/.test(value), {
    message: 'Password must contain at least one letter and one number',
  });

export const nameSchema = z.string().trim().min(1, 'Name is required').max(100, 'Name is too long');
