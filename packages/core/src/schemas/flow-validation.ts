import { z } from 'zod';

/**
 * `GET /api/v1/validation/{flowId}`: what keeps a flow from running, per node (Flowise's shape); the flow's own
 * problems (no ending node, several) come under an empty `id`. An empty list means the flow can run.
 */
export const flowNodeProblemsSchema = z.object({
  id: z.string(),
  label: z.string(),
  name: z.string(),
  issues: z.array(z.string()),
});
export type FlowNodeProblems = z.infer<typeof flowNodeProblemsSchema>;

export const flowValidationResponseSchema = z.array(flowNodeProblemsSchema);
export type FlowValidationResponse = z.infer<typeof flowValidationResponseSchema>;
