import { z } from 'zod';

/** The flows of the workspace that use a credential, variable or tool (asked before deleting it). */
export const flowUsageSchema = z.object({
  flows: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
});
export type FlowUsage = z.infer<typeof flowUsageSchema>;

/** "Used by 2 flows: Support bot, Lead agent." — or an empty string when nothing uses it. */
export function describeFlowUsage(usage: FlowUsage): string {
  const count = usage.flows.length;
  if (count === 0) return '';
  const names = usage.flows.map((flow) => flow.name).join(', ');
  return `Used by ${count} flow${count === 1 ? '' : 's'}: ${names}.`;
}
