import {
  createFeedbackRequestSchema,
  updateFeedbackRequestSchema,
  type ChatMessageFeedback,
  type FeedbackRating,
  type PlatformType,
} from '@loomflow/core';
import { z } from 'zod';
import type { ChatFeedbackRepository, ChatFeedbackRow } from '../db/repositories/chat-feedback.repository.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { badRequest, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { newId, nowIso } from '../util/clock.ts';
import { requireFlowPermission } from './chatflow-access.ts';
import { toChatflow } from './chatflow.service.ts';
import { hasControlCharacters, type PublicCaller, type PublicFlowAccess } from './public-flow-access.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function dateFilter(label: string, end: boolean) {
  return z
    .string()
    .trim()
    .refine(
      (value) => !Number.isNaN(Date.parse(value)),
      `${label} must be a date (2024-05-31 or an ISO time)`,
    )
    .transform((value) => {
      if (DATE_ONLY.test(value)) return `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
      return new Date(value).toISOString();
    });
}

/** `GET /feedback/{flowId}` filters (Flowise's names; `order` is accepted for `sortOrder`). */
export const feedbackListQuerySchema = z.object({
  chatId: z.string().max(200).optional(),
  startDate: dateFilter('startDate', false).optional(),
  endDate: dateFilter('endDate', true).optional(),
  sortOrder: z.enum(['ASC', 'DESC', 'asc', 'desc'], { message: 'sortOrder must be ASC or DESC' }).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc'], { message: 'order must be ASC or DESC' }).optional(),
});

function isRating(value: string): value is FeedbackRating {
  return value === 'THUMBS_UP' || value === 'THUMBS_DOWN';
}

function toFeedback(row: ChatFeedbackRow): ChatMessageFeedback {
  return {
    id: row.id,
    chatflowid: row.chatflowid,
    chatId: row.chatId,
    messageId: row.messageId,
    rating: isRating(row.rating) ? row.rating : 'THUMBS_DOWN',
    content: row.content,
    createdDate: row.createdDate,
  };
}

/** Thumbs up/down with an optional comment on the assistant's answers (Flowise's `chat_message_feedback`). */
export class ChatFeedbackService {
  constructor(
    private readonly feedback: ChatFeedbackRepository,
    private readonly repos: Repositories,
    private readonly access: PublicFlowAccess,
    private readonly platform: PlatformType,
  ) {}

  /**
   * `POST /feedback`: rates an assistant message of the flow's chat; a second rating of the same message
   * replaces the first. Like Flowise, the flow's `chatbotConfig.chatFeedback.status` only shows or hides the
   * thumbs in chat clients: the server takes feedback either way.
   */
  async rate(body: unknown, caller: PublicCaller): Promise<ChatMessageFeedback> {
    const request = createFeedbackRequestSchema.parse(body);
    const flow = await this.access.open(request.chatflowid, caller);
    const message = hasControlCharacters(request.messageId)
      ? undefined
      : await this.feedback.findMessage(flow.workspaceId, request.messageId);
    if (!message) throw notFound(`Message with ID ${request.messageId} not found`);
    if (message.chatflowid !== flow.id)
      throw badRequest(
        `Inconsistent chatflow ID: message with ID ${message.id} does not belong to chatflow ${flow.id}`,
      );
    if (message.chatId !== request.chatId)
      throw badRequest(
        `Inconsistent chat ID: message with ID ${message.id} does not belong to chat with ID ${request.chatId}`,
      );
    if (message.role !== 'apiMessage')
      throw badRequest(
        `Feedback rates the assistant's answers: message ${message.id} is the user's own message`,
      );

    const existing = await this.feedback.findByMessage(flow.workspaceId, message.id);
    if (existing) return this.change(existing, request.rating, request.content);
    const row: ChatFeedbackRow = {
      id: newId(),
      workspaceId: flow.workspaceId,
      chatflowid: flow.id,
      chatId: request.chatId,
      messageId: message.id,
      rating: request.rating,
      content: request.content ?? null,
      createdDate: nowIso(),
    };
    try {
      await this.feedback.create(row);
    } catch (error) {
      // Two ratings of one message at once: the later one updates the row the first created.
      const raced = isUniqueViolation(error)
        ? await this.feedback.findByMessage(flow.workspaceId, message.id)
        : undefined;
      if (!raced) throw error;
      return this.change(raced, request.rating, request.content);
    }
    return toFeedback(row);
  }

  /** `PUT /feedback/{id}`: the widget adds the comment after the thumb; the flow's checks apply again. */
  async update(id: string, body: unknown, caller: PublicCaller): Promise<ChatMessageFeedback> {
    const request = updateFeedbackRequestSchema.parse(body);
    const existing = hasControlCharacters(id) ? undefined : await this.feedback.findById(id);
    if (!existing) throw notFound(`Feedback with ID ${id} not found`);
    const flow = await this.access.find(existing.chatflowid);
    this.access.check(flow, caller);
    return this.change(existing, request.rating, request.content);
  }

  private async change(
    row: ChatFeedbackRow,
    rating: FeedbackRating | undefined,
    content: string | undefined,
  ): Promise<ChatMessageFeedback> {
    const changes = {
      ...(rating !== undefined ? { rating } : {}),
      ...(content !== undefined ? { content } : {}),
    };
    if (Object.keys(changes).length > 0) await this.feedback.update(row.workspaceId, row.id, changes);
    return toFeedback({ ...row, ...changes });
  }

  /** `GET /feedback/{flowId}`: a flow of the caller's workspace, with the flow type's view permission. */
  async list(
    caller: RequestAccess,
    workspaceId: string,
    flowId: string,
    query: unknown,
  ): Promise<ChatMessageFeedback[]> {
    const flow = hasControlCharacters(flowId)
      ? undefined
      : await this.repos.chatflows.find(workspaceId, flowId);
    if (!flow) throw notFound(`Chatflow ${flowId} not found`);
    requireFlowPermission(caller, this.platform, toChatflow(flow).type, 'view');
    const filter = feedbackListQuerySchema.parse(query);
    const order = (filter.sortOrder ?? filter.order ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    const rows = await this.feedback.list(workspaceId, flow.id, {
      chatId: filter.chatId,
      startDate: filter.startDate,
      endDate: filter.endDate,
      order,
    });
    return rows.map(toFeedback);
  }
}
