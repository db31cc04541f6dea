import type { ChatMessage, ChatMessageListQuery, PlatformType } from '@loomflow/core';
import type { z } from 'zod';
import type { chatMessageDeleteQuerySchema } from '@loomflow/core';
import type { Repositories } from '../db/repositories/index.ts';
import type { ChatMessageRow } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import type { RequestAccess } from '../http/route-access.ts';
import { requireFlowPermission, type FlowAction } from './chatflow-access.ts';
import { toChatflow } from './chatflow.service.ts';

type DeleteQuery = z.output<typeof chatMessageDeleteQuerySchema>;

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role === 'userMessage' ? 'userMessage' : 'apiMessage',
    chatflowid: row.chatflowid,
    executionId: row.executionId,
    content: row.content,
    sourceDocuments: row.sourceDocuments,
    usedTools: row.usedTools,
    agentReasoning: row.agentReasoning,
    fileUploads: row.fileUploads,
    artifacts: row.artifacts,
    action: row.action,
    chatType: row.chatType,
    chatId: row.chatId,
    sessionId: row.sessionId,
    memoryType: row.memoryType,
    leadEmail: row.leadEmail,
    followUpPrompts: row.followUpPrompts,
    usage: row.usage,
    createdDate: row.createdDate,
  };
}

/** The stored messages of a flow of the caller's workspace (the flow's type permission applies). */
export class ChatMessageService {
  constructor(
    private readonly repos: Repositories,
    private readonly platform: PlatformType,
  ) {}

  private async flowOf(caller: RequestAccess, workspaceId: string, flowId: string, action: FlowAction) {
    const flow = await this.repos.chatflows.find(workspaceId, flowId);
    if (!flow) throw notFound(`Chatflow ${flowId} not found`);
    requireFlowPermission(caller, this.platform, toChatflow(flow).type, action);
    return flow;
  }

  async list(
    caller: RequestAccess,
    workspaceId: string,
    flowId: string,
    query: ChatMessageListQuery,
  ): Promise<ChatMessage[]> {
    await this.flowOf(caller, workspaceId, flowId, 'view');
    const rows = await this.repos.chatMessages.list(
      workspaceId,
      flowId,
      {
        chatId: query.chatId,
        sessionId: query.sessionId,
        chatTypes: query.chatType,
        startDate: query.startDate,
        endDate: query.endDate,
      },
      query.order ?? 'ASC',
    );
    return rows.map(toChatMessage);
  }

  /** Deletes the flow's messages (of one chat or session when named); answers how many. */
  async delete(
    caller: RequestAccess,
    workspaceId: string,
    flowId: string,
    query: DeleteQuery,
  ): Promise<number> {
    await this.flowOf(caller, workspaceId, flowId, 'update');
    return this.repos.chatMessages.delete(workspaceId, flowId, {
      chatId: query.chatId,
      sessionId: query.sessionId,
      chatTypes: query.chatType,
    });
  }
}
