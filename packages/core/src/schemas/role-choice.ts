import { z } from 'zod';

/** A role as pickers offer it (`GET /role` answers more; only these fields are read). */
export const roleChoiceSchema = z.object({ id: z.string(), name: z.string() });
export type RoleChoice = z.infer<typeof roleChoiceSchema>;
export const roleChoiceListSchema = z.array(roleChoiceSchema);
