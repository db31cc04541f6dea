import type { NodeName } from '../../node-registry.ts';
import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { objectOf, textOf } from '../runtime-shared/input-guards.ts';
import { baseUrlOf, flowApiKey, remotePrediction } from '../runtime-shared/remote-flow.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { stateUpdates } from '../runtime-shared/update-state.ts';
import { executeFlowAgentflow } from './definition.ts';

const LABEL = 'Execute Flow';

async function execute(context: NodeRunContext): Promise<NodeRunResult> {
  const inputs = typedInputs(executeFlowAgentflow, context.inputs);
  const flowId = textOf(inputs.executeFlowSelectedFlow).trim();
  if (flowId === '') throw new Error('Execute Flow: choose the flow to run (Select Flow).');
  if (flowId === context.run.chatflowId) throw new Error('Execute Flow: a flow cannot run itself.');
  const question = textOf(inputs.executeFlowInput) || context.question;
  const overrideConfig = objectOf(inputs.executeFlowOverrideConfig);
  const baseURL = textOf(inputs.executeFlowBaseURL).trim();

  const answer =
    baseURL === ''
      ? await context.services.flows.invoke({
          flowId,
          question,
          sessionId: context.run.sessionId,
          overrideConfig,
          signal: context.signal,
        })
      : await remotePrediction(context, {
          baseUrl: baseUrlOf(baseURL, LABEL),
          flowId,
          apiKey: await flowApiKey(context, context.credentialId, ['chatflowApiKey', 'agentflowApiKey']),
          label: LABEL,
          body: {
            question,
            chatId: context.run.chatId,
            overrideConfig: { sessionId: context.run.sessionId, ...overrideConfig },
          },
        });
  const content = answer.json === undefined ? answer.text : JSON.stringify(answer.json);
  if (context.streamsToClient && content !== '') context.emit({ type: 'token', text: content });
  const output = { content, ...(answer.json === undefined ? {} : { json: answer.json }) };
  const role = inputs.executeFlowReturnResponseAs === 'assistantMessage' ? 'assistant' : 'user';
  return {
    input: { flowId, question, ...(baseURL === '' ? {} : { baseURL }) },
    output,
    state: stateUpdates(inputs.executeFlowUpdateState, output),
    chatHistory: [{ role, content, nodeId: context.nodeId }],
  };
}

/** Execute Flow: runs another flow in-process, or on a remote Loomflow/Flowise server by base URL. */
export const executeFlowExecutor: NodeExecutor<NodeName> = { name: 'executeFlowAgentflow', execute };
