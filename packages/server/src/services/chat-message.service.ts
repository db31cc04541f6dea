import { messageSourceOf } from '@loomflow/core';
import type {
  ChatMessage,
  ChatMessageFeedback,
  ChatMessageListQuery,
  ChatSessionListQuery,
  ChatSessionSummary,
  PlatformType,
} from '@loomflow/core';
import type { z } from 'zod';
import type { chatMessageDeleteQuerySchema } from '@loomflow/core';
import type {
  ChatMessageWithFeedbackRow,
  ChatSessionRow,
} from '../db/repositories/chat-message.repository.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { ChatMessageRow } from '../db/schema.ts';
import { notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
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
    requestOrigin: row.requestOrigin,
    ...(row.error !== null ? { error: row.error } : {}),
  };
}

function feedbackOf(row: ChatMessageWithFeedbackRow): ChatMessageFeedback | null {
  const rating = row.feedbackRating;
  if (row.feedbackId === null || (rating !== 'THUMBS_UP' && rating !== 'THUMBS_DOWN')) return null;
  return {
    id: row.feedbackId,
    chatflowid: row.chatflowid,
    chatId: row.chatId,
    messageId: row.id,
    rating,
    content: row.feedbackContent,
    createdDate: row.feedbackCreatedDate ?? row.createdDate,
  };
}

/**
 * Flowise's feedback filter: the rated answers of those ratings, each with the message just before it (the
 * question it answers).
 */
function withRatings(messages: readonly ChatMessage[], ratings: readonly string[]): ChatMessage[] {
  const keep = new Set<number>();
  messages.forEach((message, index) => {
    if (message.role !== 'apiMessage' || !message.feedback || !ratings.includes(message.feedback.rating))
      return;
    if (index > 0) keep.add(index - 1);
    keep.add(index);
  });
  return messages.filter((_message, index) => keep.has(index));
}

function toSessionSummary(row: ChatSessionRow): ChatSessionSummary {
  return {
    chatId: row.chatId,
    sessionId: row.sessionId,
    source: messageSourceOf(row.chatType, row.requestOrigin),
    chatType: row.chatType,
    requestOrigin: row.requestOrigin,
    firstMessage: row.firstQuestion ?? row.firstContent ?? '',
    messageCount: row.messageCount,
    firstDate: row.firstDate,
    lastDate: row.lastDate,
    thumbsUp: row.thumbsUp,
    thumbsDown: row.thumbsDown,
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
    const filter = {
      chatId: query.chatId,
      sessionId: query.sessionId,
      chatTypes: query.chatType,
      sources: query.source,
      startDate: query.startDate,
      endDate: query.endDate,
    };
    const order = query.order ?? 'ASC';
    const ratings = query.feedbackType ?? [];
    if (query.feedback !== true && ratings.length === 0) {
      const rows = await this.repos.chatMessages.list(workspaceId, flowId, filter, order);
      return rows.map(toChatMessage);
    }
    const rows = await this.repos.chatMessages.listWithFeedback(workspaceId, flowId, filter, order);
    const messages = rows.map((row) => ({ ...toChatMessage(row), feedback: feedbackOf(row) }));
    return ratings.length > 0 ? withRatings(messages, ratings) : messages;
  }

  /** The flow's conversations, newest activity first (the message history dialog's list). */
  async sessions(
    caller: RequestAccess,
    workspaceId: string,
    flowId: string,
    query: ChatSessionListQuery,
  ): Promise<ChatSessionSummary[]> {
    await this.flowOf(caller, workspaceId, flowId, 'view');
    const rows = await this.repos.chatMessages.sessions(
      workspaceId,
      flowId,
      { sources: query.source, startDate: query.startDate, endDate: query.endDate },
      query.feedbackType ?? [],
    );
    return rows.map(toSessionSummary);
  }

  /**
   * Deletes the flow's messages (of one chat or session when named) and their feedback, and an agentflow v1's
   * checkpoints of those sessions; answers how many messages.
   */
  async delete(
    caller: RequestAccess,
    workspaceId: string,
    flowId: string,
    query: DeleteQuery,
  ): Promise<number> {
    const flow = await this.flowOf(caller, workspaceId, flowId, 'update');
    const filter = { chatId: query.chatId, sessionId: query.sessionId, chatTypes: query.chatType };
    if (flow.type !== 'MULTIAGENT') return this.repos.chatMessages.delete(workspaceId, flowId, filter);
    // An agentflow v1 conversation also lives in its LangGraph checkpoints: they go with its messages.
    const scope = { workspaceId, flowId };
    const everything = !filter.chatId && !filter.sessionId && !filter.chatTypes?.length;
    const sessions = everything
      ? []
      : [
          ...new Set(
            (await this.repos.chatMessages.list(workspaceId, flowId, filter, 'ASC')).map(
              (row) => row.sessionId ?? row.chatId,
            ),
          ),
        ];
    const deleted = await this.repos.chatMessages.delete(workspaceId, flowId, filter);
    if (everything) await this.repos.flowCheckpoints.deleteAll(scope);
    else await this.repos.flowCheckpoints.deleteThreads(scope, sessions);
    return deleted;
  }
}
