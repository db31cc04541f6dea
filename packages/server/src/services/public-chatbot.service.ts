import type { FlowNode, PublicChatbotConfig, UploadsConfig } from '@loomflow/core';
import type { ChatFlowRow } from '../db/schema.ts';
import type { PublicCaller, PublicFlowAccess } from './public-flow-access.ts';
import { chatbotConfigOf, flowGraphOf, uploadsConfigOf } from './uploads-config.ts';

/** The Start node inputs a chat client reads to show a form instead of a text box (flowise-embed does). */
const START_INPUTS_FOR_CLIENTS = ['startInputType', 'formTitle', 'formDescription', 'formInputTypes'];

/** Only the Start node of an agentflow, and only what a chat client reads of it: no prompts, models or ids. */
function clientFlowData(flow: ChatFlowRow): string {
  const nodes = flowGraphOf(flow)
    .nodes.filter((node) => node.data.name === 'startAgentflow')
    .map((node): Pick<FlowNode, 'id' | 'data'> => {
      const inputs = node.data.inputs ?? {};
      const kept = Object.fromEntries(
        START_INPUTS_FOR_CLIENTS.filter((name) => inputs[name] !== undefined).map((name) => [
          name,
          inputs[name],
        ]),
      );
      return {
        id: node.id,
        data: {
          id: node.id,
          name: node.data.name,
          ...(node.data.label !== undefined ? { label: node.data.label } : {}),
          ...(node.data.category !== undefined ? { category: node.data.category } : {}),
          inputs: kept,
        },
      };
    });
  return JSON.stringify({ nodes, edges: [] });
}

/** What the chat widget and the public chatbot page read about a flow before the first message. */
export class PublicChatbotService {
  constructor(
    private readonly access: PublicFlowAccess,
    private readonly attachmentMaxMb: number,
  ) {}

  /**
   * `GET /public-chatbotConfig/{id}`. Flowise answers any caller; here a flow that is not public and has an API
   * key answers only that key (or a signed-in user of its workspace), since nobody else can chat with it anyway,
   * and the allowed origins apply as for predictions. The allowed origins themselves are never sent.
   */
  async config(flowId: string, caller: PublicCaller): Promise<PublicChatbotConfig> {
    const flow = await this.access.find(flowId);
    if (flow.isPublic !== 1) this.access.checkApiKey(flow, caller);
    this.access.checkOrigin(flow, caller.origin);
    const { allowedOrigins: _origins, allowedOriginsError: _originsError, ...config } = chatbotConfigOf(flow);
    return {
      ...config,
      uploads: uploadsConfigOf(flow, this.attachmentMaxMb),
      flowData: clientFlowData(flow),
      isPublic: flow.isPublic === 1,
      name: flow.name,
      isTTSEnabled: false,
    };
  }

  /** `GET /chatflows-uploads/{id}`, with the same checks as the configuration. */
  async uploads(flowId: string, caller: PublicCaller): Promise<UploadsConfig> {
    const flow = await this.access.find(flowId);
    if (flow.isPublic !== 1) this.access.checkApiKey(flow, caller);
    this.access.checkOrigin(flow, caller.origin);
    return uploadsConfigOf(flow, this.attachmentMaxMb);
  }
}
