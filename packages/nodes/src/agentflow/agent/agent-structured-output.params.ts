import { structuredOutputParams } from '../shared/structured-output.params.ts';

/** Agent inputs from `agentStructuredOutput` on. */
export const agentStructuredOutputParams = structuredOutputParams('agent', 'Agent');
