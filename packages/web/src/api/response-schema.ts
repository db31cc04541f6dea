/**
 * What the client needs from a response schema: the `safeParse` of core's zod schemas. Typed structurally so
 * the web package depends on core's schemas, not on zod itself.
 */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

/** A JSON array whose every item passes the item schema (core names most lists; this wraps the others). */
export function listOf<T>(item: ResponseSchema<T>): ResponseSchema<T[]> {
  return {
    safeParse: (value) => {
      if (!Array.isArray(value)) return { success: false, error: { issues: 'Expected a list' } };
      const items: T[] = [];
      for (const [index, entry] of value.entries()) {
        const parsed = item.safeParse(entry);
        if (!parsed.success)
          return { success: false, error: { issues: { index, issues: parsed.error.issues } } };
        items.push(parsed.data);
      }
      return { success: true, data: items };
    },
  };
}

/** For answers whose body the caller does not read (204 No Content, acknowledgements). */
export const ignoredBody: ResponseSchema<unknown> = {
  safeParse: (value) => ({ success: true, data: value }),
};
