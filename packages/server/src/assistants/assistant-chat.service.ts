import type { PredictionEventArgs } from '@loomflow/core';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { ChatMessageRow } from '../db/schema.ts';
import { badRequest } from '../errors/app-error.ts';
import { parse } from '../errors/validate.ts';
import { timeOrderedId } from '../runtime/time-ordered-id.ts';
import { newId, nowIso } from '../util/clock.ts';
import { assistantTypeOf, storedProviderDetails } from './assistant-details.ts';
import type { AssistantService } from './assistant.service.ts';
import { providerError, type ProviderAssistants } from './provider-assistants.ts';

export const assistantChatRequestSchema = z.object({
  question: z.string().trim().min(1, 'Ask a question').max(100_000),
  chatId: z.string().trim().min(1).max(200).optional(),
  /** Streams SSE frames unless false. */
  streaming: z.boolean().optional(),
});

/** The answer of `POST /assistants/{id}/chat` (non-streaming), in the prediction's field names. */
export interface AssistantChatAnswer {
  readonly text: string;
  readonly question: string;
  readonly chatId: string;
  readonly chatMessageId: string;
  /** The provider's thread (Flowise keeps it as the session id). */
  readonly sessionId: string;
  readonly usedTools: readonly unknown[];
  readonly fileAnnotations: readonly unknown[];
}

/** Where a streamed chat's frames go (the prediction's SSE framing). */
export type AssistantChatSink = (...event: PredictionEventArgs) => void;

function jsonOrNull(values: readonly unknown[]): string | null {
  return values.length > 0 ? JSON.stringify(values) : null;
}

/**
 * Chat with an OPENAI / AZURE assistant through the provider's Assistants API: one provider thread per chat
 * (its id is the session id of the chat's stored messages, so the next question of the chat finds it), tokens
 * streamed as they come, the question and the answer recorded as the assistant's chat messages.
 */
export class AssistantChatService {
  constructor(
    private readonly db: Db,
    private readonly assistants: AssistantService,
    private readonly providers: ProviderAssistants,
  ) {}

  /** The provider thread of a chat, from its last stored message. */
  private async threadOf(
    workspaceId: string,
    assistantId: string,
    chatId: string,
  ): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('chat_message')
      .select('sessionId')
      .where('workspaceId', '=', workspaceId)
      .where('chatflowid', '=', assistantId)
      .where('chatId', '=', chatId)
      .where('sessionId', 'is not', null)
      .orderBy('createdDate', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.sessionId ?? undefined;
  }

  /** Everything checked before a chat starts (the request, the assistant, its provider id and credential). */
  private async prepare(workspaceId: string, assistantId: string, body: unknown) {
    const assistant = await this.assistants.require(workspaceId, assistantId);
    const request = parse(assistantChatRequestSchema, body);
    const type = assistantTypeOf(assistant);
    if (type === 'CUSTOM')
      throw badRequest(
        `Assistant ${assistantId} is a custom assistant: chat with it through /internal-prediction/${assistantId}`,
      );
    const providerId = storedProviderDetails(assistant).id;
    if (providerId === undefined)
      throw badRequest(`Assistant ${assistantId} has no provider assistant id: save it again`);
    const api = await this.providers.client(workspaceId, type, assistant.credential);
    return { request, type, providerId, api };
  }

  /** Fails as `chat` would before reaching the provider (for a stream, whose status is sent first). */
  async check(workspaceId: string, assistantId: string, body: unknown): Promise<void> {
    await this.prepare(workspaceId, assistantId, body);
  }

  /** `chatType`: INTERNAL for the signed-in screens, EXTERNAL for API keys (as predictions record them). */
  async chat(
    workspaceId: string,
    assistantId: string,
    body: unknown,
    chatType: 'INTERNAL' | 'EXTERNAL',
    signal: AbortSignal,
    onEvent?: AssistantChatSink,
  ): Promise<AssistantChatAnswer> {
    const { request, type, providerId, api } = await this.prepare(workspaceId, assistantId, body);
    const chatId = request.chatId ?? newId();
    const startedAt = nowIso();
    const previousThread = await this.threadOf(workspaceId, assistantId, chatId);
    const chatMessageId = timeOrderedId();
    onEvent?.('start', '');
    let result;
    try {
      result = await api.runThread({
        threadId: previousThread,
        assistantId: providerId,
        message: request.question,
        signal,
        onToken: onEvent
          ? (token) => {
              onEvent('token', token);
            }
          : undefined,
      });
    } catch (error) {
      throw providerError(type, 'answer', error);
    }
    const endedAt = nowIso();
    const common = {
      workspaceId,
      chatflowid: assistantId,
      executionId: null,
      sourceDocuments: null,
      agentReasoning: null,
      fileUploads: null,
      action: null,
      chatType,
      chatId,
      sessionId: result.threadId,
      memoryType: null,
      leadEmail: null,
      followUpPrompts: null,
      usage: null,
      requestOrigin: null,
      error: null,
    } satisfies Partial<ChatMessageRow>;
    await this.db
      .insertInto('chat_message')
      .values([
        {
          ...common,
          id: timeOrderedId(),
          role: 'userMessage',
          content: request.question,
          usedTools: null,
          artifacts: null,
          createdDate: startedAt,
        },
        {
          ...common,
          id: chatMessageId,
          role: 'apiMessage',
          content: result.text,
          usedTools: jsonOrNull(result.usedTools),
          artifacts: null,
          createdDate: endedAt,
        },
      ])
      .execute();
    if (onEvent) {
      if (result.usedTools.length > 0) onEvent('usedTools', result.usedTools);
      if (result.fileAnnotations.length > 0) onEvent('fileAnnotations', result.fileAnnotations);
      onEvent('metadata', { chatId, chatMessageId, question: request.question, sessionId: result.threadId });
    }
    return {
      text: result.text,
      question: request.question,
      chatId,
      chatMessageId,
      sessionId: result.threadId,
      usedTools: result.usedTools,
      fileAnnotations: result.fileAnnotations,
    };
  }
}
