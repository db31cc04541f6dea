import type { Repositories } from '../db/repositories/index.ts';
import type { ChatFlowRow } from '../db/schema.ts';
import { notFound } from '../errors/app-error.ts';
import { checkAllowedOrigin, checkFlowApiKey, type FlowCaller } from './flow-caller.ts';

/** Who calls a public chat route (the widget, the public chatbot page, the canvas chat) and from where. */
export type PublicCaller = FlowCaller;

/** True for text no stored id contains: NUL and the other control characters. */
export function hasControlCharacters(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\x00-\x1f\x7f]/.test(value);
}

/**
 * The checks of the public chat routes, the prediction's own: the flow exists (404), its API key when it has one
 * (401; a signed-in user of the flow's workspace needs none, like the abort route), and its allowed origins
 * (403 with the flow's message; a request without `Origin` passes, as in Flowise).
 */
export class PublicFlowAccess {
  constructor(private readonly repos: Repositories) {}

  async find(flowId: string): Promise<ChatFlowRow> {
    // Control characters are in no id (and a NUL byte makes PostgreSQL fail the query).
    const flow = hasControlCharacters(flowId) ? undefined : await this.repos.runFlows.findById(flowId);
    if (!flow) throw notFound(`Chatflow ${flowId} not found`);
    return flow;
  }

  /** The flow, once the caller passed its API key and allowed-origins checks. */
  async open(flowId: string, caller: PublicCaller): Promise<ChatFlowRow> {
    const flow = await this.find(flowId);
    this.check(flow, caller);
    return flow;
  }

  check(flow: ChatFlowRow, caller: PublicCaller): void {
    this.checkApiKey(flow, caller);
    this.checkOrigin(flow, caller.origin);
  }

  checkApiKey(flow: ChatFlowRow, caller: PublicCaller): void {
    const ownSession = caller.access?.via === 'session' && caller.access.workspaceId === flow.workspaceId;
    if (ownSession) return;
    checkFlowApiKey(flow, caller.access);
  }

  checkOrigin(flow: ChatFlowRow, origin: string | undefined): void {
    checkAllowedOrigin(flow, origin);
  }
}
