/** The part of a core zod schema that field validation reads. */
export interface FieldSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** The first message a schema gives for a value, or undefined when the value is valid. */
export function fieldError(schema: FieldSchema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value');
}

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export function confirmPasswordError(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return 'Confirm your password';
  return password === confirmation ? undefined : PASSWORDS_DO_NOT_MATCH;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
