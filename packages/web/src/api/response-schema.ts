/**
 * What the client needs from a response schema: the `safeParse` of core's zod schemas. Typed structurally so
 * the web package depends on core's schemas, not on zod itself.
 */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

/** For answers whose body the caller does not read (204 No Content, acknowledgements). */
export const ignoredBody: ResponseSchema<unknown> = {
  safeParse: (value) => ({ success: true, data: value }),
};
