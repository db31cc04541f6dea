import { flowData, parseFrames, START } from './agentflow-test-flows.ts';

/**
 * Test support: agentflows that run one chat model node — a Start → LLM answer (optionally with a structured
 * output) and a Start → Agent with the calculator tool — and what their predictions answer.
 */

/** The LLM node's JSON Structured Output grid, and the object a fake generates from its schema. */
export const STRUCTURED_GRID = [
  { key: 'answer', type: 'string', description: 'The answer' },
  { key: 'score', type: 'number', description: '' },
];
export const STRUCTURED_SAMPLE = { answer: 'sample answer', score: 1 };

interface ExecutedRecord {
  readonly nodeId: string;
  readonly data: { readonly output?: { readonly structuredOutput?: unknown } };
}

/** A prediction's JSON answer. */
export interface PredictionAnswer {
  readonly text?: string;
  readonly usedTools?: readonly { readonly tool: string; readonly toolOutput: unknown }[];
  readonly agentFlowExecutedData?: readonly ExecutedRecord[];
  readonly message?: string;
}

/** The structured output the LLM node `llmAgentflow_0` recorded in its execution. */
export function structuredOutputOf(answer: PredictionAnswer): unknown {
  const llm = answer.agentFlowExecutedData?.find((record) => record.nodeId === 'llmAgentflow_0');
  return llm?.data.output?.structuredOutput;
}

/** Start → LLM (`llmAgentflow_0`) with this model config (`llmModel` names the node). */
export function llmFlow(config: Record<string, unknown>, structured: boolean): string {
  return flowData(
    [
      START,
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Answer',
        inputs: {
          llmModel: config.llmModel,
          llmModelConfig: config,
          llmMessages: [],
          llmEnableMemory: false,
          llmReturnResponseAs: 'userMessage',
          ...(structured ? { llmStructuredOutput: STRUCTURED_GRID } : {}),
        },
      },
    ],
    [{ from: 'startAgentflow_0', to: 'llmAgentflow_0' }],
  );
}

/** Start → Agent (`agentAgentflow_0`) with the calculator tool and this model config (`agentModel` names it). */
export function agentFlow(config: Record<string, unknown>): string {
  return flowData(
    [
      START,
      {
        id: 'agentAgentflow_0',
        name: 'agentAgentflow',
        label: 'Helper Agent',
        inputs: {
          agentModel: config.agentModel,
          agentModelConfig: config,
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

/**
 * A chatflow: the chat model node `node` (with these inputs and credential) → LLM Chain ← Prompt Template
 * ("Answer briefly: {question}").
 */
export function llmChainFlow(node: string, inputs: Record<string, unknown>, credentialId: string): string {
  const modelId = `${node}_0`;
  const modelOutput = `${modelId}-output-${node}-BaseChatModel|BaseLanguageModel|Runnable`;
  const promptOutput = 'promptTemplate_0-output-promptTemplate-PromptTemplate|BasePromptTemplate';
  const canvasNode = (
    id: string,
    name: string,
    output: string,
    nodeInputs: Record<string, unknown>,
    extra = {},
  ) => ({
    id,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label: name,
      inputs: nodeInputs,
      outputAnchors: [{ id: output, name, label: name }],
      inputAnchors: [],
      ...extra,
    },
  });
  const modelInput = {
    id: 'llmChain_0-input-model-BaseLanguageModel',
    name: 'model',
    type: 'BaseLanguageModel',
  };
  const promptInput = {
    id: 'llmChain_0-input-prompt-BasePromptTemplate',
    name: 'prompt',
    type: 'BasePromptTemplate',
  };
  return JSON.stringify({
    nodes: [
      canvasNode(modelId, node, modelOutput, inputs, { credential: credentialId }),
      canvasNode('promptTemplate_0', 'promptTemplate', promptOutput, {
        template: 'Answer briefly: {input}',
        promptValues: '{"input":"{{question}}"}',
      }),
      canvasNode(
        'llmChain_0',
        'llmChain',
        'llmChain_0-output-llmChain-LLMChain|BaseChain',
        { model: `{{${modelId}.data.instance}}`, prompt: '{{promptTemplate_0.data.instance}}' },
        { inputAnchors: [modelInput, promptInput] },
      ),
    ],
    edges: [
      {
        id: 'e1',
        source: modelId,
        sourceHandle: modelOutput,
        target: 'llmChain_0',
        targetHandle: modelInput.id,
      },
      {
        id: 'e2',
        source: 'promptTemplate_0',
        sourceHandle: promptOutput,
        target: 'llmChain_0',
        targetHandle: promptInput.id,
      },
    ],
  });
}

/** A streamed prediction of the flow: its tokens and the usage it reported. */
export async function streamPrediction(
  serverUrl: string,
  flowId: string,
  question: string,
): Promise<{ readonly tokens: readonly unknown[]; readonly usage: unknown }> {
  const response = await fetch(`${serverUrl}/api/v1/prediction/${flowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question, streaming: true }),
  });
  const frames = parseFrames(await response.text());
  return {
    tokens: frames.filter((frame) => frame.event === 'token').map((frame) => frame.data),
    usage: frames.find((frame) => frame.event === 'usageMetadata')?.data,
  };
}
