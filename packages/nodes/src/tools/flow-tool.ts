import { DynamicStructuredTool } from '@langchain/core/tools';
import { randomUUID } from 'node:crypto';
import type { NodeRunContext } from '../runtime/node-executor.ts';
import { booleanOf, objectOf, textOf } from '../agentflow/runtime-shared/input-guards.ts';
import { baseUrlOf, flowApiKey, remotePrediction } from '../agentflow/runtime-shared/remote-flow.ts';
import { stripHtml } from './http-tool.ts';
import { toolName } from './tool-builder.ts';

export interface FlowToolOptions {
  /** The config key of the chosen flow (`selectedChatflow`, `selectedAgentflow`). */
  readonly flowKey: string;
  readonly fallbackName: string;
  readonly label: string;
  /** The API key fields of its credential type. */
  readonly apiKeyFields: readonly string[];
}

/** A tool that runs another flow of the workspace (in-process), or of a remote server when a base URL is set. */
export async function buildFlowTool(
  config: Readonly<Record<string, unknown>>,
  context: NodeRunContext,
  options: FlowToolOptions,
): Promise<DynamicStructuredTool> {
  const flowId = textOf(config[options.flowKey]).trim();
  if (flowId === '') throw new Error(`${options.label}: no flow is selected.`);
  if (flowId === context.run.chatflowId) {
    throw new Error(`${options.label}: a flow cannot call itself as a tool.`);
  }
  const baseURL = stripHtml(textOf(config.baseURL));
  const baseUrl = baseURL === '' ? undefined : baseUrlOf(baseURL, options.label);
  const credentialId = textOf(config.FLOWISE_CREDENTIAL_ID);
  const apiKey = baseUrl ? await flowApiKey(context, credentialId, options.apiKeyFields) : undefined;
  const startNewSession = booleanOf(config.startNewSession, false);
  const fixedInput = booleanOf(config.useQuestionFromChat, false)
    ? context.question
    : stripHtml(textOf(config.customInput));
  const overrideConfig = objectOf(config.overrideConfig);
  const description = textOf(config.description) || `Runs the ${options.label.toLowerCase()} ${flowId}`;

  return new DynamicStructuredTool({
    name: toolName(textOf(config.name), options.fallbackName),
    description,
    schema: {
      type: 'object',
      properties: { input: { type: 'string', description: 'input question' } },
      required: ['input'],
    },
    returnDirect: config.returnDirect === true,
    func: async (args: Readonly<Record<string, unknown>>) => {
      const question = fixedInput !== '' ? fixedInput : textOf(args.input);
      const sessionId = startNewSession ? randomUUID() : context.run.sessionId;
      if (baseUrl === undefined) {
        const answer = await context.services.flows.invoke({
          flowId,
          question,
          sessionId,
          overrideConfig,
          signal: context.signal,
        });
        return answer.text;
      }
      const answer = await remotePrediction(context, {
        baseUrl,
        flowId,
        apiKey,
        label: options.label,
        body: {
          question,
          chatId: startNewSession ? randomUUID() : context.run.chatId,
          overrideConfig: { sessionId, ...overrideConfig },
        },
      });
      return answer.text;
    },
  });
}
