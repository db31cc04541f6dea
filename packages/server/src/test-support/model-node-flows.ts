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
