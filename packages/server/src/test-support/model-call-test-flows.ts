import { flowData, START } from './agentflow-test-flows.ts';

/** Test support: flows whose model calls tests count (OpenAI at `baseUrl`, the fake in tests). */

/** Start → an Agent on OpenAI with the Calculator tool (no memory). */
export function agentToolFlow(credentialId: string, baseUrl: string): string {
  return flowData(
    [
      START,
      {
        id: 'agentAgentflow_0',
        name: 'agentAgentflow',
        label: 'Helper Agent',
        inputs: {
          agentModel: 'chatOpenAI',
          agentModelConfig: {
            agentModel: 'chatOpenAI',
            modelName: 'gpt-4o-mini',
            basepath: baseUrl,
            FLOWISE_CREDENTIAL_ID: credentialId,
          },
          agentMessages: [],
          agentTools: [
            {
              agentSelectedTool: 'calculator',
              agentSelectedToolRequiresHumanInput: false,
              agentSelectedToolConfig: { agentSelectedTool: 'calculator' },
            },
          ],
          agentEnableMemory: false,
          agentReturnResponseAs: 'userMessage',
        },
      },
    ],
    [{ from: 'startAgentflow_0', to: 'agentAgentflow_0' }],
  );
}

/** A chatflow: ChatOpenAI → LLM Chain ← Prompt Template answering the question. */
export function llmChainFlow(credentialId: string, baseUrl: string): string {
  const modelClasses = 'ChatOpenAI|BaseChatModel|BaseLanguageModel|Runnable';
  const promptClasses = 'PromptTemplate|BaseStringPromptTemplate|BasePromptTemplate';
  const node = (
    id: string,
    name: string,
    classes: string,
    inputs: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => ({
    id,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label: name,
      inputs,
      outputAnchors: [{ id: `${id}-output-${name}-${classes}`, name, label: name }],
      inputAnchors: [],
      ...extra,
    },
  });
  return JSON.stringify({
    nodes: [
      node(
        'chatOpenAI_0',
        'chatOpenAI',
        modelClasses,
        { modelName: 'gpt-4o-mini', basepath: baseUrl },
        { credential: credentialId },
      ),
      node('promptTemplate_0', 'promptTemplate', promptClasses, {
        template: 'Answer briefly: {input}',
        promptValues: '{"input":"{{question}}"}',
      }),
      node(
        'llmChain_0',
        'llmChain',
        'LLMChain|BaseChain',
        { model: '{{chatOpenAI_0.data.instance}}', prompt: '{{promptTemplate_0.data.instance}}' },
        {
          inputAnchors: [
            { id: 'llmChain_0-input-model-BaseLanguageModel', name: 'model', type: 'BaseLanguageModel' },
            { id: 'llmChain_0-input-prompt-BasePromptTemplate', name: 'prompt', type: 'BasePromptTemplate' },
          ],
        },
      ),
    ],
    edges: [
      {
        id: 'e1',
        source: 'chatOpenAI_0',
        sourceHandle: `chatOpenAI_0-output-chatOpenAI-${modelClasses}`,
        target: 'llmChain_0',
        targetHandle: 'llmChain_0-input-model-BaseLanguageModel',
      },
      {
        id: 'e2',
        source: 'promptTemplate_0',
        sourceHandle: `promptTemplate_0-output-promptTemplate-${promptClasses}`,
        target: 'llmChain_0',
        targetHandle: 'llmChain_0-input-prompt-BasePromptTemplate',
      },
    ],
  });
}
