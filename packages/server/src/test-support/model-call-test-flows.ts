import { agentFlow, llmChainFlow as modelLlmChainFlow } from './model-node-flows.ts';

/** Test support: flows whose model calls tests count (OpenAI at `baseUrl`, the fake in tests). */

/** Start → an Agent on OpenAI with the Calculator tool (no memory). */
export function agentToolFlow(credentialId: string, baseUrl: string): string {
  return agentFlow({
    agentModel: 'chatOpenAI',
    modelName: 'gpt-4o-mini',
    basepath: baseUrl,
    FLOWISE_CREDENTIAL_ID: credentialId,
  });
}

/** A chatflow: ChatOpenAI → LLM Chain ← Prompt Template answering the question. */
export function llmChainFlow(credentialId: string, baseUrl: string): string {
  return modelLlmChainFlow('chatOpenAI', { modelName: 'gpt-4o-mini', basepath: baseUrl }, credentialId);
}
