import { parseFlowData, type FlowData } from '@loomflow/core';
import { createChatModelProvider, findNodeExecutor, type RuntimeServices } from '@loomflow/nodes/runtime';
import { fetchRedirectedTo } from '@loomflow/testkit/fake-providers';
import { runAgentflow } from '../run-agentflow.ts';
import type { EngineEvent } from '../run.types.ts';
import { collectEvents } from './collect-events.ts';
import { fakeExecutors, testRequest } from './fake-executors.ts';
import { fakeLlmServices } from './fake-llm-services.ts';

/** Test support: one-model agentflows run with the real executors against a provider's fake. */

const CREDENTIAL = 'provider-credential';

function node(id: string, name: string, inputs: Record<string, unknown>) {
  return {
    id,
    type: 'agentFlow',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label: name,
      inputs,
      outputAnchors: [{ id: `${id}-output-${name}`, name, label: name }],
    },
  };
}

/** Start → one LLM or Agent node with this model (the Agent with the calculator tool). */
export function modelFlow(
  kind: 'llm' | 'agent',
  modelName: string,
  config: Record<string, unknown>,
  nodeInputs: Record<string, unknown> = {},
): FlowData {
  const modelConfig = { ...config, FLOWISE_CREDENTIAL_ID: CREDENTIAL };
  const inputs =
    kind === 'llm'
      ? { llmModel: modelName, llmModelConfig: modelConfig, llmMessages: [], llmEnableMemory: false }
      : {
          agentModel: modelName,
          agentModelConfig: modelConfig,
          agentMessages: [],
          agentEnableMemory: false,
          agentTools: [
            {
              agentSelectedTool: 'calculator',
              agentSelectedToolRequiresHumanInput: false,
              agentSelectedToolConfig: { agentSelectedTool: 'calculator' },
            },
          ],
        };
  Object.assign(inputs, nodeInputs);
  const target = `${kind}Agentflow_0`;
  const parsed = parseFlowData(
    JSON.stringify({
      nodes: [node('startAgentflow_0', 'startAgentflow', {}), node(target, `${kind}Agentflow`, inputs)],
      edges: [
        {
          id: 'e0',
          source: 'startAgentflow_0',
          target,
          sourceHandle: 'startAgentflow_0-output-startAgentflow',
          targetHandle: target,
          type: 'agentFlow',
        },
      ],
    }),
  );
  if (!parsed.ok) throw new Error(parsed.issues.map((issue) => issue.message).join('; '));
  return parsed.flowData;
}

/** The fake services with real chat model builders whose SDK traffic goes to `fakeUrl`. */
export function servicesAt(fakeUrl: string): RuntimeServices {
  return {
    ...fakeLlmServices(),
    chatModels: createChatModelProvider({ fetch: fetchRedirectedTo(fakeUrl) }),
    credentials: {
      read: () =>
        Promise.resolve({
          anthropicApiKey: 'sk-ant-test',
          openAIApiKey: 'test-key',
          googleGenerativeAPIKey: 'g-test',
        }),
    },
  };
}

export async function run(
  flowData: FlowData,
  services: RuntimeServices,
  streaming: boolean,
  question: string,
) {
  const { events, onEvent } = collectEvents();
  const result = await runAgentflow(
    {
      ...testRequest(flowData, fakeExecutors(), { question, streaming, services }),
      executors: findNodeExecutor,
    },
    onEvent,
  );
  return { result, events };
}

export const textsOf = (events: readonly EngineEvent[], type: 'token' | 'thinking') =>
  events.flatMap((event) => (event.type === type ? [event.text] : []));
